import { noticeTo } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { EventMail } from './event-mail.js';

export interface TicketCancelled extends EventMail {
  /** The event page, where a place can be taken again while there is one. */
  url: string;
}

/** Tells a ticket holder (and a minor's guardians) that the organisers cancelled the ticket. */
export function ticketCancelledMessage(notice: TicketCancelled): MailMessage {
  return noticeTo(notice.to, `Ticket cancelled: ${notice.eventTitle}`, {
    appName: notice.appName,
    paragraphs: [
      'Hello,',
      `The organisers have cancelled the ticket of ${notice.name} for ${notice.eventTitle} (${notice.when}). Its code no longer opens the door, and its place has gone back to the event.`,
      'If you think this is a mistake, please contact the organisers.',
    ],
    action: { label: 'See the event', url: notice.url },
  });
}
