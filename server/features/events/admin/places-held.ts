import type { Database, Prisma } from '../../../db.js';

export interface PlacesHeld {
  issued: number;
  offered: number;
}

/**
 * The places each event holds: its active tickets, and its open waiting-list offers (an open offer holds
 * its place as a ticket does: below both, an offered person could not claim). A capacity below their sum
 * is refused, for one date (service.ts) as for the later dates of a series (series/following.ts).
 */
export async function placesHeld(
  db: Database | Prisma.TransactionClient,
  eventIds: number[],
): Promise<Map<number, PlacesHeld>> {
  const [issued, offered] = await Promise.all([
    db.ticket.groupBy({
      by: ['eventId'],
      where: { eventId: { in: eventIds }, status: 'active' },
      _count: { _all: true },
    }),
    db.waitingListEntry.groupBy({
      by: ['eventId'],
      where: { eventId: { in: eventIds }, offerExpiresAt: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const countOf = (rows: typeof issued, eventId: number) =>
    rows.find((row) => row.eventId === eventId)?._count._all ?? 0;
  return new Map(
    eventIds.map((eventId) => [eventId, { issued: countOf(issued, eventId), offered: countOf(offered, eventId) }]),
  );
}
