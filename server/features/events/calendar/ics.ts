import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Prisma } from '../../../db.js';
import { zonedTime } from './zoned-time.js';

/** What a calendar file needs to know of the site: its name, its public URL and the organisation's zone. */
export interface CalendarSite {
  appName: string;
  appUrl: string;
  timeZone: string;
}

export const calendarEventSelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  startsAt: true,
  endsAt: true,
  status: true,
  cancelledAt: true,
  calendarSequence: true,
  updatedAt: true,
  location: {
    select: { name: true, streetAddress: true, postCode: { select: { code: true, placeName: true } } },
  },
} satisfies Prisma.EventSelect;

export type CalendarEventRow = Prisma.EventGetPayload<{ select: typeof calendarEventSelect }>;

/** One VEVENT: the event, whether it is off (for everyone, or for this member), and its SEQUENCE. */
export interface CalendarEntry {
  event: CalendarEventRow;
  cancelled: boolean;
  sequence: number;
}

/** The same for every file and feed, and never changed: calendars match updates to entries by it. */
export const eventUid = (eventId: number, appUrl: string) => `event-${eventId}@${new URL(appUrl).hostname}`;

export const eventUrl = (slug: string, appUrl: string) => new URL(`/events/${encodeURIComponent(slug)}`, appUrl).href;

const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE of a zone under the name it was configured with (the library files linked zones under
 * their target, e.g. Europe/Amsterdam as Europe/Brussels, and UTC as Etc/UTC: same rules, a name the
 * organisation would not recognise); null when the library does not know the zone.
 */
function vtimezone(timeZone: string): string | null {
  if (!vtimezones.has(timeZone)) {
    const [block] = tzlib_get_ical_block(timeZone);
    vtimezones.set(
      timeZone,
      block?.startsWith('BEGIN:VTIMEZONE')
        ? block.replace(/^TZID:.*$/m, `TZID:${timeZone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`)
        : null,
    );
  }
  return vtimezones.get(timeZone) ?? null;
}

function locationText(location: CalendarEventRow['location']): string | null {
  if (!location) return null;
  return `${location.name}, ${location.streetAddress}, ${location.postCode.code} ${location.postCode.placeName}`;
}

/**
 * An RFC 5545 calendar (METHOD:PUBLISH) of the entries, times in the organisation's zone with its
 * VTIMEZONE. UTC, and a zone the VTIMEZONE library does not know, are written as UTC times, which every
 * calendar reads.
 */
export function buildCalendar(site: CalendarSite, name: string, entries: readonly CalendarEntry[], now: Date): string {
  const calendar = ical({
    // The generator escapes the events' TEXT but writes NAME and X-WR-CALNAME as given.
    name: escapedText(name),
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: site.appName, product: 'Agora', language: 'EN' },
  });
  // Without a calendar-wide zone (name null), DTSTAMP and LAST-MODIFIED stay in UTC as RFC 5545 wants;
  // the generator adds the VTIMEZONE of the zone the events name. UTC itself needs none: times end in Z.
  calendar.timezone({ name: null, generator: vtimezone });
  const zone = site.timeZone !== 'UTC' && vtimezone(site.timeZone) ? site.timeZone : null;
  for (const { event, cancelled, sequence } of entries) {
    const url = eventUrl(event.slug, site.appUrl);
    calendar.createEvent({
      id: eventUid(event.id, site.appUrl),
      sequence,
      stamp: now,
      lastModified: event.updatedAt,
      ...(zone
        ? { start: zonedTime(event.startsAt, zone), end: zonedTime(event.endsAt, zone), timezone: zone }
        : { start: event.startsAt, end: event.endsAt }),
      summary: event.title,
      description: [event.summary, event.description, url].filter(Boolean).join('\n\n'),
      location: locationText(event.location),
      url,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, END:VCALENDAR included; the generator leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** A TEXT value as RFC 5545 (3.3.11) writes it: backslash, semicolon, comma and line breaks escaped. */
function escapedText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}
