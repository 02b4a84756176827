// Wall-clock times in a named time zone (the organisation's, APP_TIMEZONE) and the instants they name,
// with Intl only, so the server and the browser agree whatever zone the device is in.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Date.UTC for every year: Date.UTC itself reads years 0 to 99 as 1900 to 1999. */
function utcTime(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  return date.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // Without the era the year before 1 reads as 1 too.
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function readClock(instant: Date, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeYearOne = false;
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) {
    if (type in clock) clock[type as keyof WallClock] = Number(value);
    if (type === 'era') beforeYearOne = value === 'BC';
  }
  if (beforeYearOne) clock.year = 1 - clock.year;
  return clock;
}

// Pages show the same few instants on every visit (an event's start and end), and asking ICU costs
// more than the rest of the page's dates together; a bounded memo answers the repeats.
const KEPT_CLOCKS = 1_000;
const clocks = new Map<string, Readonly<WallClock>>();

/** The date and time a clock in the zone shows at the instant. */
export function wallClockAt(instant: Date, timeZone: string): Readonly<WallClock> {
  const key = `${instant.getTime()} ${timeZone}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = readClock(instant, timeZone);
    if (clocks.size >= KEPT_CLOCKS) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

/** How many minutes the zone's clock is ahead of UTC at the instant (negative west of Greenwich). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  const shown = utcTime(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((shown - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** An instant as a `datetime-local` value ("2026-12-01T18:00") on the zone's clock; '' for no or a bad date. */
export function toZonedInput(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (!iso || Number.isNaN(instant.getTime())) return '';
  const { year, month, day, hour, minute } = wallClockAt(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read on the zone's clock, as an ISO instant. In the hour a clock skips
 * (spring forward) the time is read with the offset before the change; in the hour it repeats, the
 * first of the two. Anything else comes back as it was, for the server to refuse.
 */
export function fromZonedInput(value: string, timeZone: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = utcTime(year, month, day, hour, minute);
  // The zone's offset near that time, applied twice so a guess across a change settles on the right side.
  const offsetAt = (instant: number) => {
    const clock = wallClockAt(new Date(instant), timeZone);
    return utcTime(clock.year, clock.month, clock.day, clock.hour, clock.minute) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  const before = asUtc - offsetAt(first - 3_600_000);
  // Prefer the earlier reading when two instants show this wall-clock time (the repeated hour).
  const candidates = [second, before].filter(
    (instant) => toZonedInput(new Date(instant).toISOString(), timeZone) === value,
  );
  // None shows it in the skipped hour: the offset before the change is the smaller one, so the later reading.
  const skipped = Math.max(first, second, before);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : skipped).toISOString();
}

/** The instant a local day (`YYYY-MM-DD`) begins on the zone's clock: midnight, or the first hour it has. */
export const dayStartsAt = (day: string, timeZone: string): Date => new Date(fromZonedInput(`${day}T00:00`, timeZone));
