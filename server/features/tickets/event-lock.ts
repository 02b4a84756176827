import type { Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';

/**
 * Makes the rest of the transaction wait for, and hold up, every other change to the event's places
 * (taking a ticket, lowering the capacity): a lock on the event's row.
 */
export async function lockEventPlaces(tx: Prisma.TransactionClient, dialect: Dialect, eventId: number): Promise<void> {
  await dialect.lockForUpdate(() => tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`);
}
