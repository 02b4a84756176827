import { expect } from '@playwright/test';
import { linkIn, mailTo } from '../../support/mailbox.js';

/** The path and query of the first link to `prefix` in the newest message to the address. */
export async function mailedPath(mailDir: string, address: string, prefix: string): Promise<string> {
  await expect.poll(async () => (await mailTo(mailDir, address)).length).toBeGreaterThan(0);
  const mails = await mailTo(mailDir, address);
  const url = new URL(linkIn(mails.at(-1)!, prefix));
  return `${url.pathname}${url.search}`;
}
