import { currentLanguage, FALLBACK_LANGUAGE } from './i18n';
import { appTimeZone } from './time-zone';

/** Times read on the organisation's clock, as they were entered, unless the options name another zone. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = { timeZone: appTimeZone(), ...options };
  try {
    return new Intl.DateTimeFormat(currentLanguage(), zoned);
  } catch {
    // An invalid <html lang> must not break the page.
    return new Intl.DateTimeFormat(FALLBACK_LANGUAGE, zoned);
  }
}

export function formatDate(iso: string): string {
  return formatter({ dateStyle: 'long' }).format(new Date(iso));
}

/** A calendar date without a time (`2008-05-02`, a birth date) as written in the page language. */
export function formatCalendarDate(isoDate: string): string {
  // Read and written in UTC, so the day never moves with the device's time zone.
  return formatter({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A weekday's name (0 is Sunday), e.g. "Tuesday". */
export function weekdayName(weekday: number): string {
  // 4 January 2026 was a Sunday; read in UTC so the day never moves.
  return formatter({ weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekday)));
}

export function formatDateTime(iso: string): string {
  return formatter({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A time to the second, e.g. "7:02:15 PM", for what happened at the door. */
export function formatTimeOfDay(iso: string): string {
  return formatter({ hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));
}

/** Day and month parts for a calendar badge, e.g. { day: '14', month: 'Mar' }. */
export function calendarParts(iso: string): { day: string; month: string } {
  const date = new Date(iso);
  return {
    day: formatter({ day: 'numeric' }).format(date),
    month: formatter({ month: 'short' }).format(date),
  };
}

/** "Saturday 14 March 2026, 19:00 – 22:00", or with both dates when the event spans days. */
export function formatRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const range = formatter({ dateStyle: 'full', timeStyle: 'short' });
  return range.formatRange(start, end);
}

/** The organisation's time zone as people name it at that date, e.g. "Central European Standard Time". */
export function timeZoneName(iso: string): string {
  const parts = formatter({ timeZoneName: 'long' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? appTimeZone();
}
