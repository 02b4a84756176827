import type { AppContext } from '../../context.js';
import { announceTicket } from './announcements.js';
import { offerFreedPlaces, type OfferContext } from '../waiting-list/index.js';
import { heldByOrFor } from './holders.js';

export type CancelRefusal = 'started' | 'checked-in';
export type CancelOutcome = 'cancelled' | 'not-found' | CancelRefusal;

/**
 * Why the holder may no longer cancel the ticket, or null when they may. A ticket the door has let in is
 * used, even after its holder went out again: cancelling it would free its place (and let its holder take
 * another for a friend) while they are, or were, inside. An admin undoing the check-in makes it cancellable.
 */
export function cancelRefusal(
  ticket: { checkedInAt: Date | null },
  event: { startsAt: Date },
  now: Date,
): CancelRefusal | null {
  if (ticket.checkedInAt !== null) return 'checked-in';
  if (event.startsAt <= now) return 'started';
  return null;
}

/**
 * Cancels the member's own active ticket (or their child's) before its event starts and before the door
 * let it in; the place frees up at once and goes to the first eligible person waiting. Anyone else's
 * ticket is 'not-found', like one that does not exist.
 */
export async function cancelTicket(
  context: AppContext,
  { userId, ticketId }: { userId: number; ticketId: number },
): Promise<CancelOutcome> {
  const { db } = context;
  const ticket = await db.ticket.findFirst({
    where: { id: ticketId, status: 'active', ...heldByOrFor(userId, context.now()) },
    select: { id: true, eventId: true, checkedInAt: true, event: { select: { startsAt: true } } },
  });
  if (!ticket) return 'not-found';
  const refusal = cancelRefusal(ticket, ticket.event, context.now());
  if (refusal) return refusal;
  // Conditional on still being active and not let in, so a double submit cancels (and announces) once, and
  // a scan admitting the ticket meanwhile wins: the door's update, in turn, needs the ticket active.
  const { count } = await db.ticket.updateMany({
    where: { id: ticket.id, status: 'active', checkedInAt: null },
    data: { status: 'cancelled', activeEventId: null },
  });
  if (count === 0) return (await scannedMeanwhile(context, ticket.id)) ? 'checked-in' : 'not-found';
  await announceTicket(context, 'TicketCancelled', ticket);
  await offerFreedPlaces(context, ticket.eventId);
  return 'cancelled';
}

const scannedMeanwhile = async ({ db }: Pick<AppContext, 'db'>, id: number) =>
  (await db.ticket.count({ where: { id, status: 'active', checkedInAt: { not: null } } })) > 0;

/**
 * After an account deletion or a withdrawn consent cancelled these tickets: every event concerned learns of
 * its freed place, and offers it to the people waiting.
 */
export async function announceCancelled(
  context: OfferContext,
  tickets: { id: number; eventId: number }[],
): Promise<void> {
  for (const ticket of tickets) await announceTicket(context, 'TicketCancelled', ticket);
  for (const eventId of new Set(tickets.map((ticket) => ticket.eventId))) await offerFreedPlaces(context, eventId);
}
