import { z } from 'zod';
import {
  MAX_SERIES_DATES,
  MAX_SERIES_WEEKS_APART,
  SERIES_FREQUENCIES,
  seriesDates,
  type SeriesRule,
} from '../../../common/series.js';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isLocalDate = (value: string) =>
  LOCAL_DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

const wholeFromForm = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** The "Repeat this event" form: how often, until when (or how many times), and the dates left out. */
export const seriesSchema = z
  .strictObject({
    frequency: z.enum(SERIES_FREQUENCIES, { error: 'Choose weekly or monthly.' }),
    interval: wholeFromForm(`Repeat every 1 to ${MAX_SERIES_WEEKS_APART} weeks.`, 1, MAX_SERIES_WEEKS_APART).default(1),
    ends: z.enum(['until', 'count'], { error: 'Choose when the series ends.' }),
    until: z.string({ error: 'Enter the last date.' }).trim().default(''),
    count: z.union([z.string(), z.number()], { error: 'Enter how many dates.' }).default(''),
    skipped: z
      .array(z.string({ error: 'Enter dates as YYYY-MM-DD.' }).trim(), { error: 'Enter dates as YYYY-MM-DD.' })
      .max(MAX_SERIES_DATES, { error: `Skip at most ${MAX_SERIES_DATES} dates.` })
      .default([]),
  })
  .transform((input, context): SeriesRule => {
    let until: string | null = null;
    let count: number | null = null;
    if (input.ends === 'until') {
      if (!isLocalDate(input.until))
        context.addIssue({ code: 'custom', path: ['until'], message: 'Enter the last date.' });
      else until = input.until;
    } else {
      const parsed = wholeFromForm(
        `Enter a number of dates from 2 to ${MAX_SERIES_DATES}.`,
        2,
        MAX_SERIES_DATES,
      ).safeParse(input.count);
      if (parsed.success) count = parsed.data;
      else context.addIssue({ code: 'custom', path: ['count'], message: parsed.error.issues[0]!.message });
    }
    const skipped = input.skipped.filter((date) => date !== '');
    if (skipped.some((date) => !isLocalDate(date)))
      context.addIssue({ code: 'custom', path: ['skipped'], message: 'Enter each skipped date as YYYY-MM-DD.' });
    return {
      frequency: input.frequency,
      interval: input.frequency === 'weekly' ? input.interval : 1,
      until,
      count,
      skipped,
    };
  });

/** The dates a valid rule gives from `first`, refused when it makes fewer than two. */
export function checkedSeriesDates(first: string, rule: SeriesRule): string[] | { error: Record<string, string> } {
  // The first date is the event the series starts from: it exists already, so it cannot be left out.
  if (rule.skipped.includes(first)) {
    return { error: { skipped: 'The first date is this event itself: it cannot be skipped.' } };
  }
  const dates = seriesDates(first, rule);
  if (dates.length < 2) {
    const field = rule.until ? 'until' : 'count';
    return { error: { [field]: 'The series needs at least two dates: the first, and one more.' } };
  }
  if (rule.until && rule.until < first) return { error: { until: 'The last date cannot be before the first.' } };
  return dates;
}
