import { noticeTo } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { PlacedEventMail } from './event-mail.js';

/** An event as it now stands, written to one of its ticket holders (or someone on its waiting list). */
export interface EventChanged extends PlacedEventMail {
  /** The holder's ticket, or the event page for someone waiting. */
  url: string;
}

const KEEP_OR_CANCEL = 'If you can no longer come, please cancel it, so that someone else can have your place.';

function changedMessage(
  notice: EventChanged,
  { subject, news, after, label }: { subject: string; news: string; after: string[]; label: string },
): MailMessage {
  return noticeTo(notice.to, subject, {
    appName: notice.appName,
    paragraphs: [`Hello ${notice.name},`, news, `When: ${notice.when}`, `Where: ${notice.where}`, ...after],
    action: { label, url: notice.url },
  });
}

/** Tells a ticket holder that their event has a new time or place; the updated calendar file goes with it. */
export const eventMovedMessage = (notice: EventChanged): MailMessage =>
  changedMessage(notice, {
    subject: `Changed: ${notice.eventTitle}`,
    news: `${notice.eventTitle} has been moved. It now takes place:`,
    after: [
      `Your ticket stays valid. ${KEEP_OR_CANCEL}`,
      'The calendar file attached moves the event in your calendar too.',
    ],
    label: 'Open your ticket',
  });

/** Tells a ticket holder, or someone still waiting (`waiting`), that a cancelled event takes place after all. */
export const eventOnAgainMessage = (notice: EventChanged & { waiting?: boolean }): MailMessage =>
  changedMessage(notice, {
    subject: `On again: ${notice.eventTitle}`,
    news: `Good news: ${notice.eventTitle}, which was cancelled, is on again after all.`,
    after: notice.waiting
      ? ['You are still on its waiting list: when a place is free for you, we will mail you an offer.']
      : [
          `Your ticket is valid again: you need not take a new one. ${KEEP_OR_CANCEL}`,
          'The calendar file attached puts the event back in your calendar.',
        ],
    label: notice.waiting ? 'See the event' : 'Open your ticket',
  });
