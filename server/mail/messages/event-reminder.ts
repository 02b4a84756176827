import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { PlacedEventMail } from './event-mail.js';

export interface EventReminder extends PlacedEventMail {
  /** The member's ticket, with its QR code. */
  ticketUrl: string;
  /** For a guardian's copy: the child whose ticket it is (`name` is then the guardian's). */
  copyFor?: string;
}

/** Reminds a ticket holder (or their guardian) of their event a set number of hours before it starts. */
export function eventReminderMessage(reminder: EventReminder): MailMessage {
  const { copyFor } = reminder;
  return {
    to: reminder.to,
    subject: `Reminder: ${reminder.eventTitle}`,
    ...layoutMessage({
      appName: reminder.appName,
      heading: `See you at ${reminder.eventTitle}`,
      paragraphs: [
        `Hello ${reminder.name},`,
        copyFor
          ? `${copyFor} has a ticket for ${reminder.eventTitle}, which starts ${reminder.when}, at ${reminder.where}.`
          : `${reminder.eventTitle} starts ${reminder.when}, at ${reminder.where}.`,
        copyFor
          ? `Bring ${copyFor}'s ticket: the QR code on it is scanned at the door.`
          : 'Bring your ticket: the QR code on it is scanned at the door.',
      ],
      action: copyFor
        ? { label: `Open ${copyFor}'s ticket`, url: reminder.ticketUrl }
        : { label: 'Open my ticket', url: reminder.ticketUrl },
    }),
  };
}
