import type { Database } from '../../../db.js';
import type { MailAttachment } from '../../../mail/transport.js';
import { calendarEventSelect, buildCalendar, type CalendarSite } from './ics.js';

export const calendarFileName = (slug: string) => `${slug}.ics`;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The event's calendar file for a mail (the ticket confirmation), so the member can add it in one go. */
export async function eventCalendarAttachment(
  db: Database,
  site: CalendarSite,
  eventId: number,
  now: Date,
): Promise<MailAttachment> {
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: calendarEventSelect });
  const entry = { event, cancelled: event.status === 'cancelled', sequence: event.calendarSequence };
  return {
    filename: calendarFileName(event.slug),
    content: Buffer.from(buildCalendar(site, event.title, [entry], now), 'utf8'),
    contentType: `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`,
  };
}
