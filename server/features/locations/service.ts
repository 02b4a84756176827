import type { AppContext, DataAccess } from '../../context.js';
import type { Database } from '../../db.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { redirectTarget } from '../../content/slugs.js';
import { eventSummarySelect, presentEventSummary, upcomingEvent } from '../events/index.js';
import {
  locationDetailSelect,
  locationSummarySelect,
  presentLocationDetail,
  presentLocationSummary,
} from './presenter.js';
import { visibleLocation } from './visibility.js';

export async function publishedLocations(
  { db }: Pick<AppContext, 'db'>,
  options: { featuredOnly?: boolean; take?: number } = {},
) {
  const locations = await db.location.findMany({
    where: { ...visibleLocation(), ...(options.featuredOnly ? { featured: true } : {}) },
    orderBy: { name: 'asc' },
    take: options.take ?? 100,
    select: locationSummarySelect,
  });
  return locations.map(presentLocationSummary);
}

/** The place names that have a visible location: the choices of the public list's place filter. */
async function placesWithLocations(db: Database): Promise<string[]> {
  const rows = await db.postCode.findMany({
    where: { locations: { some: visibleLocation() } },
    distinct: ['placeName'],
    orderBy: { placeName: 'asc' },
    select: { placeName: true },
  });
  return rows.map(({ placeName }) => placeName);
}

/** One page of the public list: search in name, address and place; filter by place; by name. */
export async function searchPublishedLocations({ db, dialect }: DataAccess, rawQuery: unknown) {
  const places = await placesWithLocations(db);
  const query = parseListQuery(rawQuery, { sorts: ['name'], defaultSort: 'name', filters: { place: places } });
  const text = query.search && dialect.containsText(query.search);
  const where = {
    ...visibleLocation(),
    ...(text ? { OR: [{ name: text }, { streetAddress: text }, { postCode: { placeName: text } }] } : {}),
    ...(query.place ? { postCode: { placeName: query.place } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.location.count({ where }),
    db.location.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: locationSummarySelect,
    }),
  ]);
  return { query, total, rows: rows.map(presentLocationSummary), places };
}

export type LocationLookup = { location: Awaited<ReturnType<typeof locationPage>> } | { movedTo: string } | null;

async function locationPage(db: Database, now: Date, row: Parameters<typeof presentLocationDetail>[0]) {
  const events = await db.event.findMany({
    where: { ...upcomingEvent(now), locationId: row.id },
    orderBy: { startsAt: 'asc' },
    select: eventSummarySelect,
  });
  return { ...presentLocationDetail(row), events: events.map(presentEventSummary) };
}

/** A visible location by its slug, or where a visible location renamed from that slug is now, or null. */
export async function locationBySlug(
  { db }: Pick<AppContext, 'db'>,
  { at: now, slug }: { at: Date; slug: string },
): Promise<LocationLookup> {
  const row = await db.location.findFirst({ where: { ...visibleLocation(), slug }, select: locationDetailSelect });
  if (row) return { location: await locationPage(db, now, row) };
  // A slug in use (even by a hidden location) always wins over an old one.
  if (await db.location.count({ where: { slug } })) return null;
  const targetId = await redirectTarget(db, 'location', slug);
  const target =
    targetId === null
      ? null
      : await db.location.findFirst({ where: { ...visibleLocation(), id: targetId }, select: { slug: true } });
  return target ? { movedTo: target.slug } : null;
}
