import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

export interface EventMessageMail {
  appName: string;
  to: string;
  /** Who the mail greets: the holder, or their guardian for a copy. */
  name: string;
  /** For a guardian's copy: the child it is about. */
  copyFor?: string;
  eventTitle: string;
  subject: string;
  body: { text: string; html: string };
  url: string;
}

/** An organiser's message to an event's ticket holders (or a guardian's copy of it). */
export function eventMessageMail(mail: EventMessageMail): MailMessage {
  const intro = mail.copyFor
    ? `The organisers of ${mail.eventTitle} wrote to ${mail.copyFor}; as their guardian you get this copy.`
    : `The organisers of ${mail.eventTitle} wrote to you:`;
  return {
    to: mail.to,
    subject: `${mail.eventTitle}: ${mail.subject}`,
    ...layoutMessage({
      appName: mail.appName,
      heading: mail.subject,
      paragraphs: [`Hello ${mail.name},`, intro],
      body: mail.body,
      action: { label: 'See the event', url: mail.url },
    }),
  };
}
