import type { ICalDayJsStub } from 'ical-generator';
import { wallClockAt } from '../../../../common/zoned-time.js';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function wallClock(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute, second } = wallClockAt(instant, timeZone);
  return { date: `${pad(year, 4)}${pad(month)}${pad(day)}`, time: `${pad(hour)}${pad(minute)}${pad(second)}` };
}

/**
 * An instant that ical-generator writes as wall-clock time in a time zone (for `DTSTART;TZID=…`).
 * Given a plain Date and a time zone, ical-generator reads the date in the server process's own zone,
 * so the instant goes through its documented date-library stub instead, formatted here with Intl.
 * Only the two formats ical-generator asks for are known.
 */
export function zonedTime(instant: Date, timeZone = 'UTC'): ICalDayJsStub {
  return {
    format(format?: string) {
      if (format === 'YYYYMMDD') return wallClock(instant, timeZone).date;
      if (format === 'HHmmss') return wallClock(instant, timeZone).time;
      if (format === undefined) return instant.toISOString();
      throw new Error(`zonedTime cannot format ${format}`);
    },
    isValid: () => !Number.isNaN(instant.getTime()),
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
    tz: (zone?: string) => zonedTime(instant, zone ?? timeZone),
    utc: () => zonedTime(instant, 'UTC'),
  };
}
