import type { Prisma } from '../../db.js';

export const locationSummarySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  postCode: { select: { placeName: true } },
} satisfies Prisma.LocationSelect;

export const locationDetailSelect = {
  ...locationSummarySelect,
  streetAddress: true,
  postCode: { select: { code: true, placeName: true } },
} satisfies Prisma.LocationSelect;

type LocationSummaryRow = Prisma.LocationGetPayload<{ select: typeof locationSummarySelect }>;
type LocationDetailRow = Prisma.LocationGetPayload<{ select: typeof locationDetailSelect }>;

export const presentLocationSummary = ({ postCode, ...location }: LocationSummaryRow) => ({
  ...location,
  placeName: postCode.placeName,
});

export const presentLocationDetail = ({ postCode, ...location }: LocationDetailRow) => ({
  ...location,
  postCode: postCode.code,
  placeName: postCode.placeName,
});
