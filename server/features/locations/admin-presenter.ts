import type { AdminLocationDetail, AdminLocationSummary } from '../../../common/types/locations.js';
import type { findAdminLocation, listAdminLocations } from './admin-service.js';

type SummaryRow = Awaited<ReturnType<typeof listAdminLocations>>['rows'][number];
type DetailRow = Awaited<ReturnType<typeof findAdminLocation>>;

export const adminLocationSummary = (row: SummaryRow): AdminLocationSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  placeName: row.postCode.placeName,
  published: row.published,
  featured: row.featured,
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

export const adminLocationDetail = (row: DetailRow): AdminLocationDetail => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  streetAddress: row.streetAddress,
  postCode: row.postCode,
  latitude: row.latitude,
  longitude: row.longitude,
  capacity: row.capacity,
  capacityIsHardLimit: row.capacityIsHardLimit,
  published: row.published,
  featured: row.featured,
  deletedAt: row.deletedAt?.toISOString() ?? null,
});
