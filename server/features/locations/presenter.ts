import type { LocationDetail, LocationSummary } from '../../../common/types/content.js';
import type { Prisma } from '../../db.js';
import { mapUrl } from './map-link.js';

export const locationSummarySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  postCode: { select: { placeName: true } },
} satisfies Prisma.LocationSelect;

export const locationDetailSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  descriptionHtml: true,
  streetAddress: true,
  latitude: true,
  longitude: true,
  capacity: true,
  postCode: { select: { code: true, placeName: true } },
} satisfies Prisma.LocationSelect;

type LocationSummaryRow = Prisma.LocationGetPayload<{ select: typeof locationSummarySelect }>;
type LocationDetailRow = Prisma.LocationGetPayload<{ select: typeof locationDetailSelect }>;

export const presentLocationSummary = ({ postCode, ...location }: LocationSummaryRow): LocationSummary => ({
  ...location,
  placeName: postCode.placeName,
});

export const presentLocationDetail = (location: LocationDetailRow): Omit<LocationDetail, 'events'> => {
  const place = { ...location, postCode: location.postCode.code, placeName: location.postCode.placeName };
  return {
    name: location.name,
    slug: location.slug,
    descriptionHtml: location.descriptionHtml,
    streetAddress: location.streetAddress,
    postCode: place.postCode,
    placeName: place.placeName,
    capacity: location.capacity,
    mapUrl: mapUrl(place),
  };
};
