import type { PublicEventDetail, PublicEventStatus } from '../../../common/types/events.js';
import type { Prisma } from '../../db.js';
import { presentImage } from '../../uploads/presenter.js';
import { presentTags } from '../tags/index.js';
import { locationVisibilitySelect, mapUrl, publicLocationSlug } from '../locations/index.js';
import { eventRulesSelect } from './rules.js';

export const eventSummarySelect = {
  id: true,
  title: true,
  slug: true,
  summary: true,
  startsAt: true,
  endsAt: true,
  status: true,
  tagList: true,
  location: { select: { name: true, ...locationVisibilitySelect } },
} satisfies Prisma.EventSelect;

export const eventDetailSelect = {
  ...eventSummarySelect,
  ...eventRulesSelect,
  descriptionHtml: true,
  coverImage: true,
  coverImageAlt: true,
  locationId: true,
  seriesId: true,
  location: {
    select: {
      name: true,
      ...locationVisibilitySelect,
      streetAddress: true,
      latitude: true,
      longitude: true,
      postCode: { select: { code: true, placeName: true } },
    },
  },
  // Places held: active tickets, and waiting-list offers not yet taken.
  _count: {
    select: { tickets: { where: { status: 'active' } }, waitingList: { where: { offerExpiresAt: { not: null } } } },
  },
} satisfies Prisma.EventSelect;

type EventSummaryRow = Prisma.EventGetPayload<{ select: typeof eventSummarySelect }>;
export type EventDetailRow = Prisma.EventGetPayload<{ select: typeof eventDetailSelect }>;

// Visitors only ever see published and cancelled events.
const publicStatus = (status: EventSummaryRow['status']): PublicEventStatus =>
  status === 'cancelled' ? 'cancelled' : 'published';

export const presentEventSummary = ({ tagList, location, ...event }: EventSummaryRow) => ({
  ...event,
  location: location && { name: location.name, slug: publicLocationSlug(location) },
  tags: presentTags(tagList),
  status: publicStatus(event.status),
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
});

export function presentEventDetail(event: EventDetailRow): PublicEventDetail {
  const { location } = event;
  const place = location && { ...location, postCode: location.postCode.code, placeName: location.postCode.placeName };
  return {
    id: event.id,
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    status: publicStatus(event.status),
    descriptionHtml: event.descriptionHtml,
    cover: presentImage(event.coverImage, event.coverImageAlt),
    tags: presentTags(event.tagList),
    location: place && {
      name: place.name,
      slug: publicLocationSlug(place),
      streetAddress: place.streetAddress,
      postCode: place.postCode,
      placeName: place.placeName,
      mapUrl: mapUrl(place),
    },
    capacity: event.capacity,
    remaining:
      event.capacity === null ? null : Math.max(0, event.capacity - event._count.tickets - event._count.waitingList),
    minimumAge: event.minimumAge,
  };
}
