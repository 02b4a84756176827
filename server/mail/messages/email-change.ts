import { layoutMessage } from '../message.js';
import { maskedAddress } from '../masked-address.js';
import type { MailMessage } from '../transport.js';

interface EmailChangeOptions {
  appName: string;
  name: string;
  newEmail: string;
  hours: number;
}

/** Goes to the new address: the member confirms it while signed in, so only they can make it theirs. */
export function confirmEmailChangeMessage(options: EmailChangeOptions & { to: string; url: string }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Hello ${options.name},`,
      `A staff member of ${options.appName} changed the e-mail address of your account to ${options.newEmail}. The change takes effect only when you confirm it: within ${options.hours} hours, follow the link below, sign in with your current account, check the address and choose to use it (your password is asked).`,
      'If you did not expect this, ignore this message: your account keeps its current address.',
    ],
    action: { label: 'Confirm new e-mail address', url: options.url },
  });
  return { to: options.to, subject: 'Confirm your new e-mail address', ...parts };
}

/** Goes to the old address, so a change the member did not ask for does not go unnoticed. */
export function emailChangeNoticeMessage(options: EmailChangeOptions & { to: string }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'A change of your e-mail address was requested',
    paragraphs: [
      `Hello ${options.name},`,
      `A staff member of ${options.appName} asked to change the e-mail address of your account to ${maskedAddress(options.newEmail)}. Nothing changes unless you confirm it from a link sent to that address while signed in to your account.`,
      'If you did not ask for this, you need do nothing: this address stays the address of your account. You may want to tell the organisation.',
    ],
  });
  return { to: options.to, subject: 'A change of your e-mail address was requested', ...parts };
}

/** Goes to the old address when the member changed it themselves: a change made from a stolen session is seen. */
export function emailChangedNoticeMessage(options: {
  appName: string;
  to: string;
  name: string;
  newEmail: string;
}): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hello ${options.name},`,
      `The e-mail address of your account at ${options.appName} was changed to ${maskedAddress(options.newEmail)}, from your account's settings. From now on, messages and password reset links go there.`,
      `If you did not do this, someone may be using your account: tell the organisation at once, so they can give the account its address back.`,
    ],
  });
  return { to: options.to, subject: 'Your e-mail address was changed', ...parts };
}
