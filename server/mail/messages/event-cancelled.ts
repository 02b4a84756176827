import { noticeTo } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { EventMail } from './event-mail.js';

export interface EventCancelled extends EventMail {
  /** The event page, which shows the cancellation. */
  url: string;
  /** Written to someone on the waiting list (an offer included), not to a ticket holder. */
  waiting?: boolean;
}

/** Tells a ticket holder, or someone on its waiting list, that the event will not take place. */
export function eventCancelledMessage(notice: EventCancelled): MailMessage {
  return noticeTo(notice.to, `Cancelled: ${notice.eventTitle}`, {
    appName: notice.appName,
    paragraphs: [
      `Hello ${notice.name},`,
      `We are sorry: ${notice.eventTitle}, planned for ${notice.when}, has been cancelled.`,
      notice.waiting
        ? 'You were on its waiting list: no place will be offered, and any offer you held has ended. If the event is planned again, its page will say so.'
        : 'Your ticket will not be needed. If the event is planned again, its page will say so.',
    ],
    action: { label: 'See the event', url: notice.url },
  });
}
