import type { Database } from '../../db.js';

/** The member's own tickets, newest event first; never another member's. */
export async function memberTickets(db: Database, userId: number) {
  const tickets = await db.ticket.findMany({
    where: { userId },
    orderBy: { event: { startsAt: 'desc' } },
    select: {
      id: true,
      code: true,
      status: true,
      event: { select: { title: true, slug: true, startsAt: true } },
    },
  });
  return tickets.map((ticket) => ({ ...ticket, event: { ...ticket.event, startsAt: ticket.event.startsAt.toISOString() } }));
}
