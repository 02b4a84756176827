import type { AppContext } from '../../../context.js';
import type { Prisma } from '../../../db.js';
import { taggedWith } from '../../tags/index.js';
import { heldByOrFor } from '../../tickets/index.js';
import { visibleEvent } from '../visibility.js';
import { calendarEventSelect, type CalendarEntry, type CalendarEventRow } from './ics.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a cancellation stays in the feeds, so subscribed calendars learn of it before it drops out. */
export const CANCELLATION_SHOWN_DAYS = 30;

const shownSince = (now: Date) => new Date(now.getTime() - CANCELLATION_SHOWN_DAYS * DAY_MS);

const eventEntry = (event: CalendarEventRow): CalendarEntry => ({
  event,
  cancelled: event.status === 'cancelled',
  sequence: event.calendarSequence,
});

/** One event's entry, for its "Add to calendar" file; drafts and unknown slugs are not found. */
export async function eventCalendarEntry({ db }: Pick<AppContext, 'db'>, slug: string): Promise<CalendarEntry | null> {
  const event = await db.event.findFirst({ where: { ...visibleEvent(), slug }, select: calendarEventSelect });
  return event && eventEntry(event);
}

/** The public feed: published events not yet over, and events cancelled lately; with `tagSlug`, those of one tag. */
export async function publicFeedEntries(
  { db }: Pick<AppContext, 'db'>,
  now: Date,
  tagSlug?: string,
): Promise<CalendarEntry[]> {
  const where: Prisma.EventWhereInput = {
    OR: [
      { status: 'published', endsAt: { gte: now } },
      { status: 'cancelled', cancelledAt: { gte: shownSince(now) } },
    ],
    ...taggedWith(tagSlug),
  };
  const events = await db.event.findMany({
    where,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: calendarEventSelect,
  });
  return events.map(eventEntry);
}

interface HeldTicket {
  status: 'active' | 'cancelled';
  updatedAt: Date;
  event: CalendarEventRow;
}

/**
 * A member's entry for one event from all the tickets they took for it. Each ticket taken or cancelled
 * after the first changes what their feed shows, so it raises the SEQUENCE on top of the event's own.
 * A cancelled entry stays for a while after the cancellation (the event's, or the member's last ticket's).
 */
function memberEntry(tickets: readonly HeldTicket[], since: Date): CalendarEntry | null {
  const { event } = tickets[0]!;
  const cancelledTickets = tickets.filter((ticket) => ticket.status === 'cancelled');
  const holdsTicket = cancelledTickets.length < tickets.length;
  const sequence = event.calendarSequence + tickets.length + cancelledTickets.length - 1;
  if (event.status !== 'cancelled' && holdsTicket) return { event, cancelled: false, sequence };
  const cancelledAt =
    event.status === 'cancelled'
      ? (event.cancelledAt ?? event.updatedAt)
      : new Date(Math.max(...cancelledTickets.map((ticket) => ticket.updatedAt.getTime())));
  return cancelledAt >= since ? { event, cancelled: true, sequence } : null;
}

/**
 * The private feed behind a member's secret token: the events of their tickets, and of their children's
 * while they are a guardian of them (the dashboard shows those too). Null for an unknown token.
 */
export async function memberFeedEntries(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  token: string,
): Promise<CalendarEntry[] | null> {
  const now = clock();
  const member = await db.user.findFirst({ where: { calendarToken: token, deletedAt: null }, select: { id: true } });
  if (!member) return null;
  const tickets = await db.ticket.findMany({
    where: { ...heldByOrFor(member.id, now), event: visibleEvent() },
    orderBy: [{ event: { startsAt: 'asc' } }, { id: 'asc' }],
    select: { status: true, updatedAt: true, event: { select: calendarEventSelect } },
  });
  const byEvent = new Map<number, HeldTicket[]>();
  for (const ticket of tickets) byEvent.set(ticket.event.id, [...(byEvent.get(ticket.event.id) ?? []), ticket]);
  const since = shownSince(now);
  return [...byEvent.values()].flatMap((held) => memberEntry(held, since) ?? []);
}
