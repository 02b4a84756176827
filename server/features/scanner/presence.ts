import type { Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';
import { DOOR_OPENS_BEFORE_MS } from './scan-time.js';
import type { ScannedTicket } from './scanned-ticket.js';

type Outcome = 'valid' | 'already_checked_in' | 'cancelled' | 'not_inside' | 'location_full';

/**
 * Whether the ticket's location is full by its hard limit (SPEC §11): people inside for any event there
 * whose door is still open. Only a location with a hard limit is counted; on PostgreSQL its row is then
 * locked, so concurrent entries at one location count one after another (SQLite runs transactions one
 * at a time anyway).
 */
async function locationFull(
  tx: Prisma.TransactionClient,
  dialect: Dialect,
  ticket: ScannedTicket,
  now: Date,
): Promise<boolean> {
  const { location } = ticket.event;
  if (!location?.hardLimit || location.capacity === null) return false;
  await dialect.lockForUpdate(() => tx.$queryRaw`SELECT "id" FROM "Location" WHERE "id" = ${location.id} FOR UPDATE`);
  const inside = await tx.ticket.count({
    where: {
      inside: true,
      status: 'active',
      event: { locationId: location.id, endsAt: { gt: new Date(now.getTime() - DOOR_OPENS_BEFORE_MS) } },
    },
  });
  return inside >= location.capacity;
}

/**
 * Lets a ticket in, at most once per direction: the update only matches an active ticket that is
 * outside, so of two scanners racing for one ticket exactly one changes the row. The first entry also
 * records the check-in; later ones (after an exit) only mark the ticket inside again. The updates are raw
 * statements because every scan runs one: Prisma plans an `updateMany` for longer than it takes to run.
 * Being raw, they announce no write to the kept reads, and need not: who is inside changes no place left.
 */
export async function enter(
  tx: Prisma.TransactionClient,
  dialect: Dialect,
  ticket: ScannedTicket,
  scanner: { id: number; name: string | null },
  at: Date,
  now: Date,
): Promise<Outcome> {
  if (ticket.status !== 'active') return 'cancelled';
  if (ticket.inside) return 'already_checked_in';
  if (await locationFull(tx, dialect, ticket, now)) return 'location_full';
  const changed = ticket.checkedInAt
    ? await tx.$executeRaw`
        UPDATE "Ticket" SET "inside" = ${true}, "updatedAt" = ${now}
        WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${false}`
    : await tx.$executeRaw`
        UPDATE "Ticket" SET "inside" = ${true}, "checkedInAt" = ${at}, "checkedInById" = ${scanner.id},
                            "checkedInByName" = ${scanner.name}, "updatedAt" = ${now}
        WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${false}`;
  if (changed === 1) return 'valid';
  const current = await tx.ticket.findUnique({ where: { id: ticket.id }, select: { status: true } });
  return current?.status === 'active' ? 'already_checked_in' : 'cancelled';
}

/** Lets a ticket out, at most once: only a ticket that is inside is marked outside. */
export async function leave(tx: Prisma.TransactionClient, ticket: ScannedTicket, now: Date): Promise<Outcome> {
  if (ticket.status !== 'active') return 'cancelled';
  const changed = await tx.$executeRaw`
    UPDATE "Ticket" SET "inside" = ${false}, "updatedAt" = ${now}
    WHERE "id" = ${ticket.id} AND "status" = 'active' AND "inside" = ${true}`;
  return changed === 1 ? 'valid' : 'not_inside';
}
