import type { PostCodeSummary } from '../../../common/types/locations.js';
import type { findPostCodeRecord } from './service.js';

type PostCodeRow = Awaited<ReturnType<typeof findPostCodeRecord>>;

export const postCodeSummary = ({ _count, ...row }: PostCodeRow): PostCodeSummary => ({
  id: row.id,
  code: row.code,
  placeName: row.placeName,
  region: row.region,
  latitude: row.latitude,
  longitude: row.longitude,
  locationsCount: _count.locations,
  membersCount: _count.users,
});
