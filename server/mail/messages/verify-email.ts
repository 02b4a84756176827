import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

export function verifyEmailMessage(options: {
  appName: string;
  to: string;
  name: string;
  url: string;
  minutes: number;
}): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Verify your e-mail address',
    paragraphs: [
      `Hello ${options.name},`,
      `Please confirm that this is your e-mail address by following the link below. The link is valid for ${options.minutes} minutes.`,
      'If you did not create an account, you can ignore this message.',
    ],
    action: { label: 'Verify e-mail address', url: options.url },
  });
  return { to: options.to, subject: 'Verify your e-mail address', ...parts };
}
