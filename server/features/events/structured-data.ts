import type { PublicEventDetail } from '../../../common/types/events.js';
import { offsetMinutesAt } from '../../../common/zoned-time.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as local ISO 8601 time with the zone's offset: `2026-03-14T19:00:00+01:00`. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const minutes = offsetMinutesAt(instant, timeZone);
  const local = new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  const size = Math.abs(minutes);
  return `${local}${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
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
            // A place whose page is not public (unpublished or deleted) is named without a URL.
            ...(location.slug === null ? {} : { url: absolute(`/locations/${encodeURIComponent(location.slug)}`) }),
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
