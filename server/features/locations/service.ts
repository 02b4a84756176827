import type { Database } from '../../db.js';
import { eventSummarySelect, presentEventSummary } from '../events/presenter.js';
import { upcomingEvent } from '../events/visibility.js';
import { locationDetailSelect, locationSummarySelect, presentLocationDetail, presentLocationSummary } from './presenter.js';
import { visibleLocation } from './visibility.js';

export async function publishedLocations(db: Database, options: { featuredOnly?: boolean; take?: number } = {}) {
  const locations = await db.location.findMany({
    where: { ...visibleLocation(), ...(options.featuredOnly ? { featured: true } : {}) },
    orderBy: { name: 'asc' },
    take: options.take ?? 100,
    select: locationSummarySelect,
  });
  return locations.map(presentLocationSummary);
}

export async function locationBySlug(db: Database, now: Date, slug: string) {
  const location = await db.location.findFirst({ where: { ...visibleLocation(), slug }, select: { ...locationDetailSelect, id: true } });
  if (!location) return null;
  const events = await db.event.findMany({
    where: { ...upcomingEvent(now), locationId: location.id },
    orderBy: { startsAt: 'asc' },
    select: eventSummarySelect,
  });
  return { ...presentLocationDetail(location), events: events.map(presentEventSummary) };
}
