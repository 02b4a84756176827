import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context.js';
import { RecordNotFound } from '../../../domain-errors.js';
import { queueSoon } from '../../../jobs/outbox.js';
import { createRateLimit, type RateLimit } from '../../../http/rate-limit.js';

export type ResendRefusal = 'not-active' | 'over';

/** Ticket mails organisers may send again for one ticket: enough for a lost mail, too few to pester anyone. */
export const RESEND_LIMIT = { points: 3, durationSeconds: 60 * 60 };

export const ticketResends = (context: AppContext): RateLimit =>
  createRateLimit(context, 'ticket-mail-resend', RESEND_LIMIT);

/**
 * Sends an attendee's ticket mail again (the holder, and a minor's guardians), as organisers do when a
 * mail went astray: the confirmation job under a key of its own, so it goes out although the first one
 * did. Only an active ticket of an event not over; a ticket of another event is as unknown as none.
 * Answers the holder's name, or why not.
 */
export async function resendTicketMail(
  context: AppContext,
  limit: RateLimit,
  { eventId, ticketId }: { eventId: number; ticketId: number },
): Promise<{ sentTo: string } | { refused: ResendRefusal }> {
  const now = context.now();
  const ticket = await context.db.ticket.findFirst({
    where: { id: ticketId, eventId },
    select: { status: true, user: { select: { name: true } }, event: { select: { endsAt: true } } },
  });
  if (!ticket) throw new RecordNotFound();
  if (ticket.status !== 'active') return { refused: 'not-active' };
  if (ticket.event.endsAt <= now) return { refused: 'over' };
  await limit.consume(String(ticketId));
  const key = `ticket-confirmation:${ticketId}:resent-${randomUUID()}`;
  await queueSoon(context, { name: 'tickets.confirmation', data: { ticketId }, key });
  return { sentTo: ticket.user.name };
}
