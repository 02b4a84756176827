import type { AppConfig } from '../../config.js';
import type { AppContext, DataAccess } from '../../context.js';
import type { EventShowProps } from '../../../common/types/events.js';
import type { AuthUser } from '../../../common/types/shared.js';
import { readKey, type KeptReads } from '../../content/kept-reads.js';
import { redirectTarget } from '../../content/slugs.js';
import type { Database, Prisma } from '../../db.js';
import { pageWindow } from '../../http/list-query.js';
import { visibleLocation } from '../locations/index.js';
import { eventQuestions } from '../questions/index.js';
import { publicSeries } from '../series/index.js';
import { tagAt } from '../tags/index.js';
import { childTicketOptions, ticketPanel } from '../tickets/index.js';
import { eventListWhere, parseEventQuery } from './event-query.js';
import {
  eventDetailSelect,
  eventSummarySelect,
  presentEventDetail,
  presentEventSummary,
  type EventDetailRow,
} from './presenter.js';
import { upcomingEvent, visibleEvent } from './visibility.js';

export async function upcomingEvents(
  { db }: Pick<AppContext, 'db'>,
  { at: now, take = 50 }: { at: Date; take?: number },
) {
  const events = await db.event.findMany({
    where: upcomingEvent(now),
    orderBy: { startsAt: 'asc' },
    take,
    select: eventSummarySelect,
  });
  return events.map(presentEventSummary);
}

/** One page of the public list, with the published locations its location filter offers. */
export async function searchEvents(
  { db, dialect, config: { timeZone } }: DataAccess & { config: Pick<AppConfig, 'timeZone'> },
  { query: rawQuery, at: now }: { query: unknown; at: Date },
) {
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
  const tag = parsed.tag ? await tagAt({ db }, parsed.tag) : null;
  const query = { ...parsed, tag: tag?.slug ?? '' };
  const filtered = { ...visibleEvent(), ...eventListWhere(dialect, query, { now, timeZone }) };
  const series = query.series ? await seriesRows(db, filtered, query.direction) : null;
  const where = series ? { AND: [filtered, { OR: [{ seriesId: null }, { id: { in: series.ids } }] }] } : filtered;
  const [total, rows] = await Promise.all([
    db.event.count({ where }),
    db.event.findMany({
      where,
      orderBy: [{ startsAt: query.direction }, { id: query.direction }],
      ...pageWindow(query),
      select: eventSummarySelect,
    }),
  ]);
  const items = rows.map((row) => ({
    ...presentEventSummary(row),
    ...(series ? { moreDates: series.moreDates.get(row.id) ?? 0 } : {}),
  }));
  return { query, total, rows: items, locations, tag };
}

/**
 * For "one row per series": the row that stands for each series among the events the filters keep (its
 * soonest, or its latest among past events), and how many more dates each has there. Two statements.
 */
async function seriesRows(db: Database, where: Prisma.EventWhereInput, direction: 'asc' | 'desc') {
  const groups = await db.event.groupBy({
    by: ['seriesId'],
    where: { ...where, seriesId: { not: null } },
    _min: { startsAt: true },
    _max: { startsAt: true },
    _count: { _all: true },
  });
  const shown = groups.map((group) => ({
    seriesId: group.seriesId!,
    startsAt: (direction === 'asc' ? group._min.startsAt : group._max.startsAt)!,
    more: group._count._all - 1,
  }));
  const rows =
    shown.length === 0
      ? []
      : await db.event.findMany({
          where: { AND: [where, { OR: shown.map(({ seriesId, startsAt }) => ({ seriesId, startsAt })) }] },
          select: { id: true, seriesId: true },
        });
  const more = new Map(shown.map(({ seriesId, more: count }) => [seriesId, count]));
  return {
    ids: rows.map(({ id }) => id),
    moreDates: new Map(rows.map(({ id, seriesId }) => [id, more.get(seriesId!) ?? 0])),
  };
}

/** A visible event by its slug (drafts are not found). */
export function visibleEventBySlug({ db }: Pick<AppContext, 'db'>, slug: string) {
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
    where: {
      ...upcomingEvent(now),
      status: 'published',
      id: { not: event.id },
      locationId,
      // The series' own next dates have their place above the description.
      ...(event.seriesId === null ? {} : { OR: [{ seriesId: null }, { seriesId: { not: event.seriesId } }] }),
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: OTHER_EVENTS_AT_LOCATION,
    select,
  });
  const { name, slug, published, deletedAt } = location;
  const here = { name, slug, published, deletedAt };
  return rows.map((row) => presentEventSummary({ ...row, location: here }));
}

/** Where a visible event that used to have this slug lives now; null when the slug is in use or unknown. */
export async function movedEventSlug({ db }: Pick<AppContext, 'db'>, slug: string): Promise<string | null> {
  // A slug in use (even by a draft) always wins over an old one.
  if (await db.event.count({ where: { slug } })) return null;
  const targetId = await redirectTarget(db, 'event', slug);
  const target =
    targetId === null
      ? null
      : await db.event.findFirst({ where: { ...visibleEvent(), id: targetId }, select: { slug: true } });
  return target?.slug ?? null;
}

/** What every visitor of an event page sees alike, or where a renamed event lives now, or null. */
async function eventContent(db: Database, slug: string, now: Date) {
  const row = await visibleEventBySlug({ db }, slug);
  if (!row) {
    const movedTo = await movedEventSlug({ db }, slug);
    return movedTo ? { movedTo } : null;
  }
  const [otherEvents, series] = await Promise.all([otherEventsAt(db, row, now), publicSeries({ db }, row)]);
  return { row, otherEvents, series };
}

/** The places held at an event now: tickets and offers change without changing what the page keeps. */
async function placesHeld(db: Database, row: EventDetailRow): Promise<EventDetailRow> {
  const counted = await db.event.findUnique({ where: { id: row.id }, select: { _count: eventDetailSelect._count } });
  return counted ? { ...row, ...counted } : row;
}

/**
 * The event's content with its places counted, kept until a ticket or offer changes them; the content
 * itself is kept apart, until the event changes, so a ticket taken costs one statement: the count.
 */
async function countedEventContent(db: Database, keptReads: KeptReads, slug: string, now: Date) {
  const key = readKey(`/events/${slug}`);
  return keptReads.read(
    `${key} places`,
    now,
    async () => {
      let loaded = false;
      const content = await keptReads.read(key, now, () => {
        loaded = true;
        return eventContent(db, slug, now);
      });
      // A row just loaded has its places counted already.
      if (!content?.row || loaded) return content;
      return { ...content, row: await placesHeld(db, content.row) };
    },
    ['content', 'places'],
  );
}

/** The event page for this visitor, or where a renamed event lives now, or null. */
export async function eventPage(
  { db, keptReads, now: clock }: Pick<AppContext, 'db' | 'keptReads' | 'now'>,
  { slug, user }: { slug: string; user: AuthUser | null },
): Promise<EventLookup> {
  const now = clock();
  const content = await countedEventContent(db, keptReads, slug, now);
  if (!content) return null;
  if (!content.row) return { movedTo: content.movedTo };
  const { row, otherEvents, series } = content;
  const [panel, childTickets] = await Promise.all([
    ticketPanel(db, user, row, now),
    childTicketOptions(db, user, row, now),
  ]);
  // The questions only matter to someone who can take a ticket, so a guest's visit does not read them.
  const canTake =
    panel.kind === 'available' ||
    panel.kind === 'offered' ||
    childTickets.some((child) => child.state === 'available' || child.state === 'offered');
  const questions = canTake ? await eventQuestions({ db }, row.id) : [];
  return {
    page: { event: presentEventDetail(row), ticketPanel: panel, childTickets, questions, otherEvents, series },
    coverImage: row.coverImage,
  };
}
