import type { AppContext } from '../../../context.js';
import { enqueueMails } from '../../../mail/delivery.js';
import { eventMovedMessage } from '../../../mail/messages/event-changed.js';
import type { JobPayloads } from '../../../jobs/payloads.js';
import { ticketPath } from '../../tickets/index.js';
import { calendarSite, eventCalendarAttachment } from '../calendar/index.js';
import { EVENT_NEWS_SELECT, eventAsItStands, mailsToEach } from './holder-mail.js';

/**
 * The `events.moved` job, written with the edit that moved the event (eventNewsJobs): one message per
 * holder (and guardian copy), keyed by the job's key, with the event's calendar file at its raised
 * SEQUENCE so calendars move the entry. An event moved again before the job ran sends nothing (the later
 * move's job tells the latest time), nor one cancelled or over.
 */
export async function mailMove(
  context: AppContext,
  { eventId, key, ...moved }: JobPayloads['events.moved'] & { key: string },
): Promise<void> {
  const { db, jobs, config } = context;
  const now = context.now();
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { ...EVENT_NEWS_SELECT, locationId: true },
  });
  if (
    !event ||
    event.status !== 'published' ||
    event.endsAt <= now ||
    event.startsAt.toISOString() !== moved.startsAt ||
    event.endsAt.toISOString() !== moved.endsAt ||
    event.locationId !== moved.locationId
  )
    return;
  const calendarFile = await eventCalendarAttachment(db, calendarSite(context), eventId, now);
  const mails = mailsToEach(event.tickets, { key, kind: 'ticket', now, links: config }, (ticket, to) => ({
    ...eventMovedMessage(eventAsItStands(event, config, { to, name: ticket.user.name, path: ticketPath(ticket.id) })),
    attachments: [calendarFile],
  }));
  await enqueueMails(jobs, mails);
}
