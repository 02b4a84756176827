import type { Database } from '../../db.js';
import { HttpError } from '../../http/http-error.js';
import { TICKET_EVENTS } from '../../../common/realtime/protocol.js';
import type { Realtime } from '../../realtime/server.js';
import { announceTicketChange, eventCounters } from '../tickets/counters.js';
import { attendeeOf } from './attendees.js';

/**
 * Undoes a mistaken check-in: the ticket is no longer checked in and can be scanned again. The scan log
 * keeps the scan as it happened (it did happen); only the ticket's state changes. The conditional update
 * makes a double click or two admins at once undo it once. Returns false when it was not checked in.
 */
export async function undoCheckIn(
  db: Database,
  realtime: Realtime | undefined,
  eventId: number,
  ticketId: number,
  now: Date,
): Promise<boolean> {
  const ticket = await db.ticket.findFirst({ where: { id: ticketId, eventId }, select: { id: true } });
  if (!ticket) throw new HttpError(404);
  const { count } = await db.ticket.updateMany({
    where: { id: ticketId, eventId, checkedInAt: { not: null } },
    data: { checkedInAt: null, checkedInById: null },
  });
  if (count === 0) return false;
  if (realtime) {
    announceTicketChange(realtime, TICKET_EVENTS.checkInUndone, await eventCounters(db, eventId), {
      attendee: await attendeeOf(db, ticketId, now),
    });
  }
  return true;
}
