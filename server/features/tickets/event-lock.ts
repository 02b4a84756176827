import type { Prisma } from '../../db.js';
import type { DatabaseProvider } from '../../db/provider.js';

/**
 * Makes the rest of the transaction wait for, and hold up, every other change to the event's places
 * (taking a ticket, lowering the capacity). PostgreSQL: a row lock on the event. SQLite: nothing to
 * do, the driver adapter already runs interactive transactions one at a time on its one connection.
 */
export async function lockEventPlaces(
  tx: Prisma.TransactionClient,
  provider: DatabaseProvider,
  eventId: number,
): Promise<void> {
  if (provider === 'postgresql') await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
}
