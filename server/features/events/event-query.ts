import { SLUG_PATTERN } from '../../../common/slugs.js';
import { addDays } from '../../../common/series.js';
import { dayStartsAt } from '../../../common/zoned-time.js';
import type { Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';
import { parseListQuery, type ListQuery } from '../../http/list-query.js';
import { taggedWith } from '../tags/index.js';

export const PAST_FILTER = ['1'] as const;
/** `series=1`: one row per series, its next date (or, among past events, its last). */
export const SERIES_FILTER = ['1'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type EventListQuery = ListQuery<
  'startsAt',
  { location: readonly string[]; past: typeof PAST_FILTER; series: typeof SERIES_FILTER }
> & {
  from: string;
  to: string;
  /** A tag's slug; kept only when such a tag exists (searchEvents checks). */
  tag: string;
};

/** A calendar day as `YYYY-MM-DD` (read as a UTC day), or '' when absent or not a real date. */
function day(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/**
 * The public event list's query string: search, a published location's slug, a date range (from/to
 * days), a tag's slug, `past=1` for ended events and `series=1` for one row per series. Invalid values fall back to no filter, as on every list.
 */
export function parseEventQuery(rawQuery: unknown, locationSlugs: readonly string[]): EventListQuery {
  const query = parseListQuery(rawQuery, {
    sorts: ['startsAt'],
    defaultSort: 'startsAt',
    filters: { location: locationSlugs, past: PAST_FILTER, series: SERIES_FILTER },
  });
  const source = (typeof rawQuery === 'object' && rawQuery !== null ? rawQuery : {}) as Record<string, unknown>;
  const tag = typeof source.tag === 'string' && SLUG_PATTERN.test(source.tag) ? source.tag : '';
  return { ...query, direction: query.past ? 'desc' : 'asc', from: day(source.from), to: day(source.to), tag };
}

/**
 * Upcoming events (not ended yet) or, with `past`, ended ones, narrowed by the filters. The date range is
 * in days of the organisation's calendar (`timeZone`), the days the event cards show.
 */
export function eventListWhere(
  dialect: Dialect,
  query: EventListQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Prisma.EventWhereInput {
  const text = query.search && dialect.containsText(query.search);
  const startsAt = {
    ...(query.from ? { gte: dayStartsAt(query.from, timeZone) } : {}),
    ...(query.to ? { lt: dayStartsAt(addDays(query.to, 1), timeZone) } : {}),
  };
  return {
    endsAt: query.past ? { lt: now } : { gte: now },
    ...(text ? { OR: [{ title: text }, { summary: text }] } : {}),
    ...(query.location ? { location: { slug: query.location } } : {}),
    ...(query.from || query.to ? { startsAt } : {}),
    ...taggedWith(query.tag),
  };
}
