import { findChromium } from '../e2e/support/browser.js';
import { aptInstall } from './processes.js';

/** The Chromium the browser tests drive, installed with apt-get where this process may. */
export function provideChromium(): string {
  try {
    return findChromium();
  } catch (missing) {
    if (aptInstall(['chromium', 'fonts-liberation'])) return findChromium();
    throw missing;
  }
}
