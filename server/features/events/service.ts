import type { EventShowProps } from '../../../common/types/events.js';
import type { AuthUser } from '../../../common/types/shared.js';
import { redirectTarget } from '../../content/slugs.js';
import type { Database } from '../../db.js';
import type { DatabaseProvider } from '../../db/provider.js';
import { pageWindow } from '../../http/list-query.js';
import { visibleLocation } from '../locations/visibility.js';
import { eventQuestions } from '../questions/index.js';
import { tagAt } from '../tags/service.js';
import { childTicketOptions } from '../tickets/child-options.js';
import { ticketPanel } from '../tickets/panel.js';
import { eventListWhere, parseEventQuery } from './event-query.js';
import {
  eventDetailSelect,
  eventSummarySelect,
  presentEventDetail,
  presentEventSummary,
  type EventDetailRow,
} from './presenter.js';
import { upcomingEvent, visibleEvent } from './visibility.js';

export async function upcomingEvents(db: Database, now: Date, take = 50) {
  const events = await db.event.findMany({
    where: upcomingEvent(now),
    orderBy: { startsAt: 'asc' },
    take,
    select: eventSummarySelect,
  });
  return events.map(presentEventSummary);
}

/** One page of the public list, with the published locations its location filter offers. */
export async function searchEvents(db: Database, provider: DatabaseProvider, rawQuery: unknown, now: Date) {
  const locations = await db.location.findMany({
    where: visibleLocation(),
    orderBy: { name: 'asc' },
    select: { slug: true, name: true },
  });
  const parsed = parseEventQuery(
    rawQuery,
    locations.map(({ slug }) => slug),
  );
  // An unknown tag falls back to no filter, like any other invalid value.
  const tag = parsed.tag ? await tagAt(db, parsed.tag) : null;
  const query = { ...parsed, tag: tag?.slug ?? '' };
  const where = { ...visibleEvent(), ...eventListWhere(provider, query, now) };
  const [total, rows] = await Promise.all([
    db.event.count({ where }),
    db.event.findMany({
      where,
      orderBy: [{ startsAt: query.direction }, { id: query.direction }],
      ...pageWindow(query),
      select: eventSummarySelect,
    }),
  ]);
  return { query, total, rows: rows.map(presentEventSummary), locations, tag };
}

/** A visible event by its slug (drafts are not found). */
export function visibleEventBySlug(db: Database, slug: string) {
  return db.event.findFirst({ where: { ...visibleEvent(), slug }, select: eventDetailSelect });
}

// A mapped copy: an interface is not assignable to the renderer's index-signature props.
export type EventLookup =
  { page: { [K in keyof EventShowProps]: EventShowProps[K] }; coverImage: string | null } | { movedTo: string } | null;

const OTHER_EVENTS_AT_LOCATION = 3;

/**
 * Up to three other upcoming published events at the same location, soonest first. One statement: their
 * location is this event's, so it is not selected again (a relation would cost a second statement).
 */
async function otherEventsAt(db: Database, event: EventDetailRow, now: Date) {
  const { location, locationId } = event;
  if (!location || locationId === null) return [];
  const { location: _sameLocation, ...select } = eventSummarySelect;
  const rows = await db.event.findMany({
    where: { ...upcomingEvent(now), status: 'published', id: { not: event.id }, locationId },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: OTHER_EVENTS_AT_LOCATION,
    select,
  });
  const here = { name: location.name, slug: location.slug };
  return rows.map((row) => presentEventSummary({ ...row, location: here }));
}

/** Where a visible event that used to have this slug lives now; null when the slug is in use or unknown. */
export async function movedEventSlug(db: Database, slug: string): Promise<string | null> {
  // A slug in use (even by a draft) always wins over an old one.
  if (await db.event.count({ where: { slug } })) return null;
  const targetId = await redirectTarget(db, 'event', slug);
  const target =
    targetId === null
      ? null
      : await db.event.findFirst({ where: { ...visibleEvent(), id: targetId }, select: { slug: true } });
  return target?.slug ?? null;
}

/** The event page for this visitor, or where a renamed event lives now, or null. */
export async function eventPage(db: Database, slug: string, user: AuthUser | null, now: Date): Promise<EventLookup> {
  const row = await visibleEventBySlug(db, slug);
  if (row) {
    const [panel, childTickets, otherEvents] = await Promise.all([
      ticketPanel(db, user, row, now),
      childTicketOptions(db, user, row, now),
      otherEventsAt(db, row, now),
    ]);
    // The questions only matter to someone who can take a ticket, so a guest's visit does not read them.
    const canTake =
      panel.kind === 'available' ||
      panel.kind === 'offered' ||
      childTickets.some((child) => child.state === 'available' || child.state === 'offered');
    const questions = canTake ? await eventQuestions(db, row.id) : [];
    return {
      page: { event: presentEventDetail(row), ticketPanel: panel, childTickets, questions, otherEvents },
      coverImage: row.coverImage,
    };
  }
  const movedTo = await movedEventSlug(db, slug);
  return movedTo ? { movedTo } : null;
}
