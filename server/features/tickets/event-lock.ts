import type { Prisma } from '../../db.js';
import { lockForUpdate } from '../../db/dialect.js';
import type { DatabaseProvider } from '../../db/provider.js';

/**
 * Makes the rest of the transaction wait for, and hold up, every other change to the event's places
 * (taking a ticket, lowering the capacity): a lock on the event's row.
 */
export async function lockEventPlaces(
  tx: Prisma.TransactionClient,
  provider: DatabaseProvider,
  eventId: number,
): Promise<void> {
  await lockForUpdate(provider, () => tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`);
}
