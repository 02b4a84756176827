import { layoutMessage } from '../message.js';
import { maskedAddress } from '../masked-address.js';
import type { MailMessage } from '../transport.js';

/** Who typed the new address: the member in their profile, or a staff member on the member's page. */
export type EmailChangeRequester = 'member' | 'staff';

interface EmailChangeOptions {
  appName: string;
  name: string;
  newEmail: string;
  hours: number;
  requestedBy: EmailChangeRequester;
}

const whoAsked = ({ requestedBy, appName }: EmailChangeOptions) =>
  requestedBy === 'member' ? 'You asked, in your profile,' : `A staff member of ${appName} asked`;

/** Goes to the new address: the member confirms it while signed in, so only they can make it theirs. */
export function confirmEmailChangeMessage(options: EmailChangeOptions & { to: string; url: string }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Hello ${options.name},`,
      `${whoAsked(options)} to change the e-mail address of your account to ${options.newEmail}. The change takes effect only when you confirm it: within ${options.hours} hours, follow the link below, sign in with your current account, check the address and choose to use it (your password is asked).`,
      'If you did not expect this, ignore this message: your account keeps its current address.',
    ],
    action: { label: 'Confirm new e-mail address', url: options.url },
  });
  return { to: options.to, subject: 'Confirm your new e-mail address', ...parts };
}

/** Goes to the old address, so a change the member did not ask for (or asked for from a stolen session) is seen. */
export function emailChangeNoticeMessage(options: EmailChangeOptions & { to: string }): MailMessage {
  const unasked =
    options.requestedBy === 'member'
      ? 'If you did not ask for this, someone may be using your account: change your password and tell the organisation. This address stays the address of your account unless the change is confirmed.'
      : 'If you did not ask for this, you need do nothing: this address stays the address of your account. You may want to tell the organisation.';
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'A change of your e-mail address was requested',
    paragraphs: [
      `Hello ${options.name},`,
      `${whoAsked(options)} to change the e-mail address of your account to ${maskedAddress(options.newEmail)}. Nothing changes unless it is confirmed from a link sent to that address while signed in to your account.`,
      unasked,
    ],
  });
  return { to: options.to, subject: 'A change of your e-mail address was requested', ...parts };
}
