import type { Database, Prisma } from '../../db.js';

type Client = Database | Prisma.TransactionClient;

/**
 * The places at the event that are not free for `userId`: active tickets, and offers held by others. The
 * member's own offer still open is theirs to take; their own lapsed one no longer is.
 */
export async function placesTaken(db: Client, eventId: number, userId: number, now: Date): Promise<number> {
  const [issued, offered] = await Promise.all([
    db.ticket.count({ where: { eventId, status: 'active' } }),
    db.waitingListEntry.count({
      where: {
        eventId,
        offerExpiresAt: { not: null },
        NOT: { userId, offerExpiresAt: { gt: now } },
      },
    }),
  ]);
  return issued + offered;
}
