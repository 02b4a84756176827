import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

export function resetPasswordMessage(options: {
  appName: string;
  to: string;
  name: string;
  url: string;
  minutes: number;
}): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${options.name},`,
      `Someone asked to reset the password of your account. Follow the link below to choose a new one. The link is valid for ${options.minutes} minutes and works once.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
    action: { label: 'Reset password', url: options.url },
  });
  return { to: options.to, subject: 'Reset your password', ...parts };
}
