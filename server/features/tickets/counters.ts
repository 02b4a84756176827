import type { AppContext } from '../../context.js';
import type { EventCounters } from '../../../common/types/tickets.js';

/**
 * The event's places and tickets in one statement (it runs after every ticket change and every scan):
 * active tickets issued, of which checked in and inside now, and the places left (waiting-list
 * offers not yet taken hold theirs).
 */
export async function eventCounters({ db }: Pick<AppContext, 'db'>, eventId: number): Promise<EventCounters> {
  const [row] = await db.$queryRaw<
    {
      capacity: number | bigint | null;
      issued: number | bigint;
      checkedIn: number | bigint;
      inside: number | bigint;
      offered: number | bigint;
    }[]
  >`
    SELECT e."capacity", COUNT(t."id") AS "issued", COUNT(t."checkedInAt") AS "checkedIn",
           COUNT(CASE WHEN t."inside" = TRUE THEN 1 END) AS "inside",
           (SELECT COUNT(*) FROM "WaitingListEntry" w
             WHERE w."eventId" = e."id" AND w."offerExpiresAt" IS NOT NULL) AS "offered"
    FROM "Event" e
    LEFT JOIN "Ticket" t ON t."eventId" = e."id" AND t."status" = 'active'
    WHERE e."id" = ${eventId}
    GROUP BY e."id", e."capacity"`;
  if (!row) throw new Error(`No event ${eventId} to count.`);
  const capacity = row.capacity === null ? null : Number(row.capacity);
  const issued = Number(row.issued);
  const remaining = capacity === null ? null : Math.max(0, capacity - issued - Number(row.offered));
  return { eventId, capacity, issued, checkedIn: Number(row.checkedIn), inside: Number(row.inside), remaining };
}
