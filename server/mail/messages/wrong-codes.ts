import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

/**
 * Goes to a member when a sign-in gave their right password and then too many wrong two-factor codes:
 * whoever it was knows the password.
 */
export function wrongCodesMessage(options: { appName: string; to: string; name: string; at: string }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Someone signing in failed your two-factor code',
    paragraphs: [
      `Hello ${options.name},`,
      `On ${options.at}, someone signing in to your account at ${options.appName} gave your password, then wrong two-factor codes until the sign-in was stopped.`,
      'If that was you, there is nothing to do. If it was not, your password is known to someone else: change it now in your settings.',
    ],
  });
  return { to: options.to, subject: 'Someone signing in failed your two-factor code', ...parts };
}
