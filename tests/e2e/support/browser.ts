// Finds a Chromium to drive: an explicit path, Playwright's own download, or the system's.
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

// Without these, Chromium on a machine with no outside network keeps trying to reach Google.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, safePlaywrightChromium(), ...SYSTEM_CHROMIUMS];
  const found = candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one and run again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  or: npx playwright install chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

function safePlaywrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * A Chromium whose camera is a fake one: the frames of `video` (a .y4m file) when given, otherwise
 * Chromium's own moving test pattern (no QR code in it).
 */
export function launchWithCamera(video?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });
}
