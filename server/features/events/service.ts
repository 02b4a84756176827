import type { Database } from '../../db.js';
import { eventDetailSelect, eventSummarySelect, presentEventDetail, presentEventSummary } from './presenter.js';
import { upcomingEvent, visibleEvent } from './visibility.js';

export async function upcomingEvents(db: Database, now: Date, take = 50) {
  const events = await db.event.findMany({ where: upcomingEvent(now), orderBy: { startsAt: 'asc' }, take, select: eventSummarySelect });
  return events.map(presentEventSummary);
}

export async function eventBySlug(db: Database, slug: string) {
  const event = await db.event.findFirst({ where: { ...visibleEvent(), slug }, select: eventDetailSelect });
  return event && presentEventDetail(event);
}
