import type { AppContext } from '../../context.js';
import type { PublicSeries, SeriesDateRow, SeriesPattern } from '../../../common/types/series.js';
import { visibleEvent } from '../events/index.js';

const PATTERN_SELECT = { frequency: true, interval: true, weekday: true, ordinal: true } as const;
const NEXT_DATES = 4;

/** The public page's word on a series: how it repeats and its next visible dates after this one. */
export async function publicSeries(
  { db }: Pick<AppContext, 'db'>,
  event: { seriesId: number | null; startsAt: Date },
): Promise<PublicSeries | null> {
  if (event.seriesId === null) return null;
  const series = await db.eventSeries.findUnique({
    where: { id: event.seriesId },
    select: {
      ...PATTERN_SELECT,
      events: {
        where: { ...visibleEvent(), startsAt: { gt: event.startsAt } },
        orderBy: { startsAt: 'asc' },
        take: NEXT_DATES,
        select: { slug: true, startsAt: true },
      },
    },
  });
  if (!series) return null;
  const { events, ...pattern } = series;
  return { pattern, next: events.map(({ slug, startsAt }) => ({ slug, startsAt: startsAt.toISOString() })) };
}

/** Every date of the event's series for its organisers, drafts included; null for a single event. */
export async function adminSeries(
  { db }: Pick<AppContext, 'db'>,
  seriesId: number | null,
): Promise<{ pattern: SeriesPattern; dates: SeriesDateRow[] } | null> {
  if (seriesId === null) return null;
  const series = await db.eventSeries.findUnique({
    where: { id: seriesId },
    select: {
      ...PATTERN_SELECT,
      events: {
        orderBy: { startsAt: 'asc' },
        select: {
          id: true,
          title: true,
          startsAt: true,
          status: true,
          _count: { select: { tickets: { where: { status: 'active' } } } },
        },
      },
    },
  });
  if (!series) return null;
  const { events, ...pattern } = series;
  return {
    pattern,
    dates: events.map((date) => ({
      id: date.id,
      title: date.title,
      startsAt: date.startsAt.toISOString(),
      status: date.status,
      tickets: date._count.tickets,
    })),
  };
}
