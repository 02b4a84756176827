import type { AppContext } from '../../context.js';
import type { MemberWaitingPlace } from '../../../common/types/waiting-list.js';
import { isMinor } from '../members/index.js';

interface PlaceRow {
  id: number | bigint;
  userId: number | bigint;
  name: string;
  birthDate: Date | string | number | null;
  offerExpiresAt: Date | string | number | null;
  title: string;
  slug: string;
  startsAt: Date | string | number;
  ahead: number | bigint;
}

// Dates come back as the driver keeps them (a Date on PostgreSQL, text or a number on SQLite).
const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * The member's places on waiting lists, and those of the children they act for, for published events not
 * started yet, soonest first; each place in line counted in the same statement. A list kept while its
 * event is a draft again (not public: its page answers 404) or cancelled (nothing to wait for, and its
 * holders were told) is left out until the event is published again.
 */
export async function memberWaitingPlaces(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  userId: number,
): Promise<MemberWaitingPlace[]> {
  const now = clock();
  const rows = await db.$queryRaw<PlaceRow[]>`
    SELECT w."id", w."userId", u."name", u."birthDate", w."offerExpiresAt", e."title", e."slug", e."startsAt",
           (SELECT COUNT(*) FROM "WaitingListEntry" o
             WHERE o."eventId" = w."eventId" AND o."offerExpiresAt" IS NULL
               AND (o."rank" < w."rank" OR (o."rank" = w."rank" AND o."id" < w."id"))) AS "ahead"
    FROM "WaitingListEntry" w
    JOIN "Event" e ON e."id" = w."eventId"
    JOIN "User" u ON u."id" = w."userId"
    WHERE u."deletedAt" IS NULL AND e."status" = 'published'
      AND (w."userId" = ${userId} OR w."userId" IN (SELECT g."userId" FROM "Guardian" g WHERE g."accountId" = ${userId}))
    ORDER BY e."startsAt" ASC, w."id" ASC`;
  // Events that have started, and children come of age, are left out here: the set is small.
  const actsFor = (row: PlaceRow) =>
    Number(row.userId) === userId || (row.birthDate !== null && isMinor(asDate(row.birthDate), now));
  // An offer whose claim window closed is gone, though the minute tick may not have taken it off yet.
  const lapsed = (row: PlaceRow) => row.offerExpiresAt !== null && asDate(row.offerExpiresAt) <= now;
  return rows
    .filter((row) => asDate(row.startsAt) > now && actsFor(row) && !lapsed(row))
    .map((row) => {
      const offerUntil = row.offerExpiresAt === null ? null : asDate(row.offerExpiresAt);
      return {
        id: Number(row.id),
        holder: Number(row.userId) === userId ? null : row.name,
        event: { title: row.title, slug: row.slug, startsAt: asDate(row.startsAt).toISOString() },
        position: offerUntil ? null : Number(row.ahead) + 1,
        offerUntil: offerUntil?.toISOString() ?? null,
      };
    });
}
