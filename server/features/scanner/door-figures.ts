import type { AppContext } from '../../context.js';
import { column, sql, type StatementRunner } from '../../db/statements.js';
import { insideLocation } from './presence.js';
import { mergeEntranceCounts } from '../../../common/entrances.js';
import type { DoorFigures } from '../../../common/types/scanner.js';

/** From this share of the location's capacity, the door is warned (SPEC §11). */
export const OCCUPANCY_WARNING = 0.9;

export interface DoorEvent {
  id: number;
  location: { id: number; name: string; capacity: number | null; capacityIsHardLimit: boolean } | null;
}

/**
 * Valid entries per entrance as stored, as a trigger tallies them from the scan log in slots ('' for
 * scans that named no entrance): counting the log itself took 3.9 ms per read at 20,000 scans. Spellings
 * of one entrance are merged after (mergeEntranceCounts), not with SQL's lower(): SQLite's folds only ASCII.
 */
const admissionsByEntrance = (statements: StatementRunner, eventId: number) =>
  statements.rows(
    sql`SELECT "entrance", SUM("admitted") AS "admitted" FROM "EntranceTally" WHERE "eventId" = ${eventId}
        GROUP BY "entrance" HAVING SUM("admitted") > 0`,
    { entrance: column.text, admitted: column.int },
  );

/**
 * What the door shows beside the event's counters: admissions per entrance, and how many are inside the
 * location (for every event there whose door is open) against its capacity, with the warning level.
 * Without Prisma's client (db/statements.ts): a busy door asks after every scan.
 */
export async function doorFigures(
  { statements, now: clock }: Pick<AppContext, 'statements' | 'now'>,
  event: DoorEvent,
): Promise<DoorFigures> {
  const now = clock();
  const { location } = event;
  const [entrances, inside] = await Promise.all([
    admissionsByEntrance(statements, event.id),
    location?.capacity == null ? null : insideLocation(statements, { locationId: location.id, eventId: event.id }, now),
  ]);
  const occupancy =
    location?.capacity == null || inside === null
      ? null
      : {
          location: location.name,
          inside,
          capacity: location.capacity,
          hardLimit: location.capacityIsHardLimit,
          level:
            inside >= location.capacity
              ? ('full' as const)
              : inside >= location.capacity * OCCUPANCY_WARNING
                ? ('warning' as const)
                : ('ok' as const),
        };
  return {
    entrances: mergeEntranceCounts(entrances),
    occupancy,
  };
}
