import type { AppContext } from '../../context.js';
import { announceTicket } from './announcements.js';
import { offerFreedPlaces } from '../waiting-list/index.js';
import { heldByOrFor } from './holders.js';

export type CancelOutcome = 'cancelled' | 'not-found' | 'started';

/**
 * Cancels the member's own active ticket (or their child's) before its event starts; the place frees up
 * at once and goes to the first eligible person waiting. Anyone else's ticket is 'not-found', like one
 * that does not exist.
 */
export async function cancelTicket(
  context: AppContext,
  { userId, ticketId }: { userId: number; ticketId: number },
): Promise<CancelOutcome> {
  const { db } = context;
  const ticket = await db.ticket.findFirst({
    where: { id: ticketId, status: 'active', ...heldByOrFor(userId, context.now()) },
    select: { id: true, eventId: true, event: { select: { startsAt: true } } },
  });
  if (!ticket) return 'not-found';
  if (ticket.event.startsAt <= context.now()) return 'started';
  // Conditional on still being active, so a double submit cancels (and announces) once.
  const { count } = await db.ticket.updateMany({
    where: { id: ticket.id, status: 'active' },
    data: { status: 'cancelled', activeEventId: null },
  });
  if (count === 0) return 'not-found';
  await announceTicket(context, 'TicketCancelled', ticket);
  await offerFreedPlaces(context, ticket.eventId);
  return 'cancelled';
}

/**
 * After an account deletion or a withdrawn consent cancelled these tickets: every event concerned learns of
 * its freed place, and offers it to the people waiting.
 */
export async function announceCancelled(
  context: Pick<AppContext, 'db' | 'statements' | 'dialect' | 'jobs' | 'realtime' | 'now'>,
  tickets: { id: number; eventId: number }[],
): Promise<void> {
  for (const ticket of tickets) await announceTicket(context, 'TicketCancelled', ticket);
  for (const eventId of new Set(tickets.map((ticket) => ticket.eventId))) await offerFreedPlaces(context, eventId);
}
