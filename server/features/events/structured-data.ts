import type { PublicEventDetail } from '../../../common/types/events.js';

/** The UTC offset of a zone at an instant in minutes, and as ISO 8601 writes it (`+01:00`, `-03:30`). */
function offsetAt(instant: Date, timeZone: string): { minutes: number; text: string } {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return { minutes: 0, text: '+00:00' };
  const [, sign, hours, minutes] = match;
  return {
    minutes: (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)),
    text: `${sign}${hours}:${minutes}`,
  };
}

/** An instant as local ISO 8601 time with the zone's offset: `2026-03-14T19:00:00+01:00`. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetAt(instant, timeZone);
  const local = new Date(instant.getTime() + offset.minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset.text}`;
}

/**
 * schema.org `Event` of an event page, for search engines' event results: dates on the organisation's
 * clock with their offset, status, an in-person place with its address, the cover and every URL absolute.
 */
export function eventData(
  event: PublicEventDetail,
  image: string | null,
  site: { appName: string; appUrl: string; timeZone: string },
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, site.appUrl).toString();
  const { location } = event;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: absolute(`/events/${encodeURIComponent(event.slug)}`),
    startDate: isoWithOffset(new Date(event.startsAt), site.timeZone),
    endDate: isoWithOffset(new Date(event.endsAt), site.timeZone),
    eventStatus: `https://schema.org/${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location
      ? {
          location: {
            '@type': 'Place',
            name: location.name,
            url: absolute(`/locations/${encodeURIComponent(location.slug)}`),
            address: {
              '@type': 'PostalAddress',
              streetAddress: location.streetAddress,
              postalCode: location.postCode,
              addressLocality: location.placeName,
            },
          },
        }
      : {}),
    ...(image ? { image: [absolute(image)] } : {}),
    organizer: { '@type': 'Organization', name: site.appName, url: absolute('/') },
  };
}
