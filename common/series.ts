// How an event repeats (SPEC §13): the local dates a rule gives, on the organisation's calendar. Shared by
// the server, which creates one event per date, and the form, which previews them.

export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/** The most dates one series makes, and the furthest it reaches. */
export const MAX_SERIES_DATES = 52;
export const MAX_SERIES_WEEKS_APART = 8;
export const MAX_SERIES_YEARS = 2;

export interface SeriesRule {
  frequency: SeriesFrequency;
  /** Weeks between dates (weekly); a monthly series repeats every month. */
  interval: number;
  /** The last local date (YYYY-MM-DD) a date may fall on; or null with `count`. */
  until: string | null;
  /** How many dates the rule makes, skipped ones included (as RFC 5545 counts them); or null with `until`. */
  count: number | null;
  /** Local dates (YYYY-MM-DD) left out. */
  skipped: string[];
}

const DAY_MS = 86_400_000;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A local date as a UTC midnight, for calendar arithmetic only. */
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);
const dayText = (day: Date) => `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;

/** The `nth` (1–4, or 5 for the last) `weekday` of the month. */
function weekdayOfMonth(year: number, month: number, weekday: number, nth: number): Date {
  if (nth >= 5) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return new Date(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS);
  }
  const first = new Date(Date.UTC(year, month, 1));
  return new Date(first.getTime() + (((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7) * DAY_MS);
}

/**
 * Which of its weekday in the month `date` is: 1 to 4, or 5 for "the last" when it falls on the 29th or
 * later. A 4th weekday that happens to be the last (the 25th–28th) stays "the 4th".
 */
export function weekdayOrdinal(date: string): number {
  return Math.min(5, Math.ceil(asDay(date).getUTCDate() / 7));
}

/**
 * The local dates of a series whose first date is `first`, in order, skipped dates left out. A monthly
 * series falls on the same weekday of the month as the first date (the 2nd Tuesday; the last Friday when
 * the first date is the 29th or later). Never more than MAX_SERIES_DATES dates, nor past
 * MAX_SERIES_YEARS after the first.
 */
export function seriesDates(first: string, rule: SeriesRule): string[] {
  const start = asDay(first);
  const limit = new Date(Date.UTC(start.getUTCFullYear() + MAX_SERIES_YEARS, start.getUTCMonth(), start.getUTCDate()));
  const until = rule.until ? asDay(rule.until) : limit;
  const count = Math.min(rule.count ?? MAX_SERIES_DATES, MAX_SERIES_DATES);
  const nth = weekdayOrdinal(first);
  const skipped = new Set(rule.skipped);
  const dates: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const day =
      rule.frequency === 'weekly'
        ? new Date(start.getTime() + index * rule.interval * 7 * DAY_MS)
        : weekdayOfMonth(start.getUTCFullYear(), start.getUTCMonth() + index, start.getUTCDay(), nth);
    if (day > until || day > limit) break;
    const text = dayText(day);
    if (!skipped.has(text)) dates.push(text);
  }
  return dates;
}

/** The local date `days` after `date`. */
export const addDays = (date: string, days: number): string => dayText(new Date(asDay(date).getTime() + days * DAY_MS));

/** Whole days from one local date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((asDay(to).getTime() - asDay(from).getTime()) / DAY_MS);
