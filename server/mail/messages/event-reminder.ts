import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { PlacedEventMail } from './event-mail.js';

export interface EventReminder extends PlacedEventMail {
  /** The member's ticket, with its QR code. */
  ticketUrl: string;
}

/** Reminds a ticket holder of their event a set number of hours before it starts. */
export function eventReminderMessage(reminder: EventReminder): MailMessage {
  return {
    to: reminder.to,
    subject: `Reminder: ${reminder.eventTitle}`,
    ...layoutMessage({
      appName: reminder.appName,
      heading: `See you at ${reminder.eventTitle}`,
      paragraphs: [
        `Hello ${reminder.name},`,
        `${reminder.eventTitle} starts ${reminder.when}, at ${reminder.where}.`,
        'Bring your ticket: the QR code on it is scanned at the door.',
      ],
      action: { label: 'Open my ticket', url: reminder.ticketUrl },
    }),
  };
}
