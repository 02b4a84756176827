import type { AppContext } from '../../context.js';
import { attendeeOf } from '../events/admin/attendees.js';
import { announceTicketChange, eventCounters } from './counters.js';

/**
 * After a ticket was issued or cancelled (and committed): the public page learns the places left, the
 * admin event page and scanners the new counters and the attendee row.
 */
export async function announceTicket(
  { db, realtime, now }: Pick<AppContext, 'db' | 'realtime' | 'now'>,
  change: 'TicketIssued' | 'TicketCancelled',
  ticket: { id: number; eventId: number },
): Promise<void> {
  if (!realtime) return;
  const [counters, attendee] = await Promise.all([eventCounters(db, ticket.eventId), attendeeOf(db, ticket.id, now())]);
  announceTicketChange(realtime, change, counters, { attendee });
}
