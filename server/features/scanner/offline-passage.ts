import type { Dialect } from '../../db/dialect.js';
import { DOOR_DIRECTIONS, type DoorDirection } from '../../../common/types/scanner.js';
import { column, sql, type StatementRunner } from '../../db/statements.js';
import type { ScannedTicket } from './scanned-ticket.js';

type OfflineOutcome = 'valid' | 'already_checked_in' | 'not_inside' | 'cancelled';

interface Passage {
  at: Date;
  direction: DoorDirection;
  /** Judged valid; otherwise a device let the holder through offline though the log refused it. */
  valid: boolean;
}

/**
 * A passage a device let through while offline, judged by when it was scanned. Devices sync in any order,
 * so the ticket's state when the scan arrives tells nothing: device A lets a holder in at 19:00 and out at
 * 20:00, B lets them in again at 20:30 and syncs first; A's scans are still a stay before B's.
 */
export type OfflinePassage = { at: Date; now: Date } & (
  | {
      direction: 'entry';
      /** When the same device let the holder out again, by a later scan of its queue. */
      leftAgainAt: Date | undefined;
      scanner: { id: number; name: string | null };
    }
  | { direction: 'exit' }
);

/**
 * The ticket's passages through its door, by scan time, none undone: its valid scans, and the scans a
 * device let through offline that the log judged "not inside" or "already checked in". The device let the
 * holder through all the same: an exit synced before the admission it followed was judged "not inside",
 * but the holder went out.
 */
const passagesOf = (tx: StatementRunner, ticket: ScannedTicket) =>
  tx.rows(
    sql`SELECT "at", "direction", "outcome" = 'valid' AS "valid" FROM "CheckIn"
        WHERE "eventId" = ${ticket.eventId} AND "ticketId" = ${ticket.id}
          AND ("outcome" = 'valid' OR ("offline" = ${true} AND "outcome" IN ('not_inside', 'already_checked_in')))
          AND "undoneAt" IS NULL
        ORDER BY "at" ASC, "id" ASC`,
    { at: column.date, direction: column.oneOf(...DOOR_DIRECTIONS), valid: column.bool },
  );

/**
 * Whether the passage is one by the log: an exit of a holder inside at its time, an entry of one outside
 * then. An entry is also not one when another device let the holder in later with no exit between (one
 * stay, two admissions: door-list.ts reports the pair), unless this device let them out before that.
 */
function passes(allPassages: readonly Passage[], passage: OfflinePassage): boolean {
  const passages = allPassages.filter(({ valid }) => valid);
  const time = passage.at.getTime();
  const insideThen = passages.findLast((each) => each.at.getTime() <= time)?.direction === 'entry';
  if (passage.direction === 'exit') return insideThen;
  if (insideThen) return false;
  const next = passages.find((each) => each.at.getTime() > time);
  const stayEnds = passage.leftAgainAt?.getTime() ?? Infinity;
  return !(next?.direction === 'entry' && next.at.getTime() < stayEnds);
}

/** Inside after the passage: as the latest passage any device let through, by scan time, says. */
function insideAfter(passages: readonly Passage[], { direction, at }: OfflinePassage): boolean {
  const latest = passages.at(-1);
  return latest && latest.at.getTime() > at.getTime() ? latest.direction === 'entry' : direction === 'entry';
}

/**
 * Records a passage a device let through offline, judged by the scan log by scan time. The ticket's row
 * is locked first on PostgreSQL, so scans of one ticket (an online one, or another device's sync) judge
 * one after another. An admission earlier than the ticket's check-in becomes its check-in.
 */
export async function passOffline(
  tx: StatementRunner,
  dialect: Dialect,
  ticket: ScannedTicket,
  passage: OfflinePassage,
): Promise<OfflineOutcome> {
  await dialect.lockForUpdate(() => tx.rows(sql`SELECT "id" FROM "Ticket" WHERE "id" = ${ticket.id} FOR UPDATE`, {}));
  const passages = await passagesOf(tx, ticket);
  if (!passes(passages, passage)) return passage.direction === 'entry' ? 'already_checked_in' : 'not_inside';
  const { at, now } = passage;
  const inside = insideAfter(passages, passage);
  const changed = await tx.run(
    passage.direction === 'entry'
      ? sql`UPDATE "Ticket" SET "inside" = ${inside}, "updatedAt" = ${now},
              "checkedInById" = CASE WHEN "checkedInAt" IS NULL OR "checkedInAt" > ${at}
                THEN ${passage.scanner.id} ELSE "checkedInById" END,
              "checkedInByName" = CASE WHEN "checkedInAt" IS NULL OR "checkedInAt" > ${at}
                THEN ${passage.scanner.name} ELSE "checkedInByName" END,
              "checkedInAt" = CASE WHEN "checkedInAt" IS NULL OR "checkedInAt" > ${at}
                THEN ${at} ELSE "checkedInAt" END
            WHERE "id" = ${ticket.id} AND "status" = 'active'`
      : sql`UPDATE "Ticket" SET "inside" = ${inside}, "updatedAt" = ${now}
            WHERE "id" = ${ticket.id} AND "status" = 'active'`,
  );
  return changed === 1 ? 'valid' : 'cancelled';
}
