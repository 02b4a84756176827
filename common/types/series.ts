// An event series (SPEC §13) as the pages show it. Dates are ISO strings.
import type { SeriesFrequency } from '../series';

/** How the series repeats, for a sentence such as "Every 2 weeks on Tuesday" or "Monthly on the last Friday". */
export interface SeriesPattern {
  frequency: SeriesFrequency;
  interval: number;
  /** 0 is Sunday. */
  weekday: number;
  /** Monthly: which of its weekday in the month, 1 to 4, or 5 for the last. */
  ordinal: number | null;
}

/** On the public event page: the pattern and the series' next dates after this one. */
export interface PublicSeries {
  pattern: SeriesPattern;
  next: { slug: string; startsAt: string }[];
}

/** One date of a series on the organisers' series page. */
export interface SeriesDateRow {
  id: number;
  title: string;
  startsAt: string;
  status: 'draft' | 'published' | 'cancelled';
  tickets: number;
}
