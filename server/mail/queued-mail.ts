import type { MailAttachment, MailMessage } from './transport.js';

/** A message as a job carries it: plain JSON, attachments in base64. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: (Omit<MailAttachment, 'content'> & { contentBase64: string })[];
}

export function toQueuedMail({ attachments, ...message }: MailMessage): QueuedMail {
  if (!attachments) return message;
  return {
    ...message,
    attachments: attachments.map(({ content, ...rest }) => ({ ...rest, contentBase64: content.toString('base64') })),
  };
}

export function fromQueuedMail({ attachments, ...message }: QueuedMail): MailMessage {
  if (!attachments) return message;
  return {
    ...message,
    attachments: attachments.map(({ contentBase64, ...rest }) => ({
      ...rest,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  };
}
