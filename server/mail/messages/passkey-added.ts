import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

/**
 * Goes to a member when a passkey is added to their account: a passkey signs in without the password or
 * a two-factor code and outlives a password reset, so one added from a stolen session must be seen.
 */
export function passkeyAddedMessage(options: {
  appName: string;
  to: string;
  name: string;
  passkey: string;
  device: string;
  at: string;
  url: string;
}): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'A passkey was added to your account',
    paragraphs: [
      `Hello ${options.name},`,
      `On ${options.at}, a passkey named “${options.passkey}” was added to your account at ${options.appName}, from ${options.device}. It signs in to your account without your password or a two-factor code.`,
      'If that was you, there is nothing to do. If it was not, someone is using your account: sign in, remove the passkey in your settings under Passkeys, and change your password.',
    ],
    action: { label: 'Review your passkeys', url: options.url },
  });
  return { to: options.to, subject: 'A passkey was added to your account', ...parts };
}
