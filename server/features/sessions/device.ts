import Bowser from 'bowser';

export interface Device {
  /** The browser's name ("Firefox"), or null when the User-Agent does not say. */
  browser: string | null;
  /** The operating system's name ("Windows", "iOS"), or null. */
  os: string | null;
  /** desktop, mobile, tablet, tv or bot; null when unknown. */
  kind: string | null;
}

/** What a User-Agent header says about the device, read with bowser; an empty or odd header reads as unknown. */
export function deviceOf(userAgent: string): Device {
  if (!userAgent.trim()) return { browser: null, os: null, kind: null };
  try {
    const parsed = Bowser.parse(userAgent);
    return {
      browser: parsed.browser.name || null,
      os: parsed.os.name || null,
      kind: parsed.platform.type || null,
    };
  } catch {
    return { browser: null, os: null, kind: null };
  }
}

/** The device in words for a message: "Firefox on Windows", "Firefox", "a device running iOS", "an unknown device". */
export function describeDevice({ browser, os }: Device): string {
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  return os ? `a device running ${os}` : 'an unknown device';
}
