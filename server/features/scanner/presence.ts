import type { Dialect } from '../../db/dialect.js';
import type { DoorDirection } from '../../../common/types/scanner.js';
import { column, sql, type StatementRunner } from '../../db/statements.js';
import { COUNTED_INSIDE_AFTER_END_MS } from './scan-time.js';
import type { ScannedTicket } from './scanned-ticket.js';
import { passOffline } from './offline-passage.js';

type Outcome = 'valid' | 'already_checked_in' | 'cancelled' | 'not_inside' | 'location_full';

/**
 * People inside the location now, as the door of `eventId` sees it: for every event there not ended, or
 * ended so recently that its audience may still be leaving (COUNTED_INSIDE_AFTER_END_MS), from the
 * events' tallies (kept by triggers), not by counting their tickets. Most doors scan nobody out, so an
 * event's count stays at its peak after the end: counting it longer would refuse the next event there for
 * people gone home. The asking door's own event counts as long as that door is open, since it lets
 * latecomers in until then (scan-time.ts): an overrunning audience fills the hall for them. An event not
 * started yet counts whoever its door let in early: they are there.
 */
export async function insideLocation(
  tx: StatementRunner,
  { locationId, eventId }: { locationId: number; eventId: number },
  now: Date,
): Promise<number> {
  const [row] = await tx.rows(
    sql`SELECT COALESCE(SUM(tally."inside"), 0) AS "inside"
        FROM "EventTally" tally JOIN "Event" e ON e."id" = tally."eventId"
        WHERE e."locationId" = ${locationId}
          AND (e."endsAt" >= ${new Date(now.getTime() - COUNTED_INSIDE_AFTER_END_MS)} OR e."id" = ${eventId})`,
    { inside: column.int },
  );
  return row?.inside ?? 0;
}

/**
 * Whether the ticket's location is full by its hard limit. Only a location with a hard limit is
 * counted; on PostgreSQL its row is then locked, so concurrent entries at one location count one after
 * another (SQLite runs write transactions one at a time anyway).
 */
async function locationFull(tx: StatementRunner, dialect: Dialect, ticket: ScannedTicket, now: Date): Promise<boolean> {
  const { location } = ticket.event;
  if (!location?.hardLimit || location.capacity === null) return false;
  await dialect.lockForUpdate(() =>
    tx.rows(sql`SELECT "id" FROM "Location" WHERE "id" = ${location.id} FOR UPDATE`, {}),
  );
  return (await insideLocation(tx, { locationId: location.id, eventId: ticket.eventId }, now)) >= location.capacity;
}

/**
 * Lets a ticket in, at most once per direction: the update only matches an active ticket that is
 * outside, so of two scanners racing for one ticket exactly one changes the row. The first entry also
 * records the check-in; later ones (after an exit) only mark the ticket inside again. The updates are
 * statements without Prisma's client (db/statements.ts) because every scan runs one. So they announce no
 * write to the kept reads, and need not: who is inside changes no place left.
 *
 * `alreadyLetIn`: a device let the holder through while offline; the location's hard limit decides
 * who may come in, and cannot send back someone who is in already, so it is not asked. Counted inside,
 * they show the door the location over its capacity (door-figures.ts). Such an entry is judged by when
 * it was scanned, not by the ticket's state when it arrives (offline-passage.ts).
 */
export async function enter(
  tx: StatementRunner,
  dialect: Dialect,
  ticket: ScannedTicket,
  scanner: { id: number; name: string | null },
  { at, now, alreadyLetIn, leftAgainAt }: { at: Date; now: Date; alreadyLetIn: boolean; leftAgainAt?: Date },
): Promise<Outcome> {
  if (ticket.status !== 'active') return 'cancelled';
  if (alreadyLetIn) return passOffline(tx, dialect, ticket, { direction: 'entry', at, now, leftAgainAt, scanner });
  if (ticket.inside) return 'already_checked_in';
  if (await locationFull(tx, dialect, ticket, now)) return 'location_full';
  const changed = await tx.run(
    ticket.checkedInAt
      ? sql`UPDATE "Ticket" SET "inside" = ${true}, "updatedAt" = ${now}
            WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${false}`
      : sql`UPDATE "Ticket" SET "inside" = ${true}, "checkedInAt" = ${at}, "checkedInById" = ${scanner.id},
                                "checkedInByName" = ${scanner.name}, "updatedAt" = ${now}
            WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${false}`,
  );
  if (changed === 1) return 'valid';
  const [current] = await tx.rows(sql`SELECT "status" FROM "Ticket" WHERE "id" = ${ticket.id}`, {
    status: column.text,
  });
  return current?.status === 'active' ? 'already_checked_in' : 'cancelled';
}

/**
 * Lets a ticket out, at most once: only a ticket that is inside is marked outside. `alreadyLetOut`: a
 * device let the holder out while offline, judged by when it was scanned (offline-passage.ts).
 */
export async function leave(
  tx: StatementRunner,
  dialect: Dialect,
  ticket: ScannedTicket,
  { at, now, alreadyLetOut }: { at: Date; now: Date; alreadyLetOut: boolean },
): Promise<Outcome> {
  if (ticket.status !== 'active') return 'cancelled';
  if (alreadyLetOut) return passOffline(tx, dialect, ticket, { direction: 'exit', at, now });
  const changed = await tx.run(
    sql`UPDATE "Ticket" SET "inside" = ${false}, "updatedAt" = ${now}
        WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${true}`,
  );
  return changed === 1 ? 'valid' : 'not_inside';
}

/**
 * A scan the device refused while offline: it let nobody through, so it changes nothing and is never
 * valid, whatever the ticket's state is now. A device refuses a ticket of its own event only when it is
 * cancelled or, for an entry, when the device had it inside already.
 */
export function refusal(ticket: ScannedTicket, direction: DoorDirection): Outcome {
  if (ticket.status !== 'active') return 'cancelled';
  return direction === 'entry' ? 'already_checked_in' : 'not_inside';
}
