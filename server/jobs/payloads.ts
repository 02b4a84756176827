import type { QueuedMail } from '../mail/queued-mail.js';

/** Every job the app runs, by name, with the data it carries (plain JSON). */
export interface JobPayloads {
  /** Hands one message to the mail server, once per key. */
  'mail.send': { message: QueuedMail };
  /** Makes a reset link for the address when it belongs to a member and mails it. */
  'auth.password-reset': { email: string };
  /** Mails a member their new ticket with its QR code. */
  'tickets.confirmation': { ticketId: number };
  /**
   * Mails the guardian a new consent link (replacing the last) unless they already confirmed; a first
   * request only while their current address has had none.
   */
  'guardians.consent-request': { guardianId: number; first?: boolean };
  /** Tells every holder of an active ticket that the event was cancelled. */
  'events.cancelled': { eventId: number };
  /** Tells every holder of an active ticket the event's new time and place (ISO 8601), if it still has them. */
  'events.moved': { eventId: number; startsAt: string; endsAt: string; locationId: number | null };
  /** Tells the holders and the people waiting that a cancelled event is on again. */
  'events.on-again': { eventId: number };
  /** Reminds every holder of an active ticket of the event starting at `startsAt` (ISO 8601). */
  'events.reminder': { eventId: number; startsAt: string };
  /** Sends a staff message to its audience and records who received it. */
  'events.message': { messageId: number };
  /** Mails an open waiting-list offer to the person it is for (and the guardians acting for them). */
  'waiting-list.offer': { entryId: number };
  /** Tells the guardians who asked that their child went in or out at the door (at: ISO 8601). */
  'families.door-notice': {
    ticketId: number;
    userId: number;
    eventTitle: string;
    direction: 'entry' | 'exit';
    at: string;
  };
  /** Releases the scheduled work (messages, reminders) whose time has come. */
  'schedule.tick': Record<string, never>;
}
