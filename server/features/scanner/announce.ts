import type { MemberCheckedIn } from '../../../common/types/scanner.js';
import type { EventCounters } from '../../../common/types/tickets.js';
import type { Database } from '../../db.js';
import { channelName } from '../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, TICKET_EVENTS, type MemberNotice } from '../../../common/realtime/protocol.js';
import type { Realtime } from '../../realtime/server.js';
import { attendeeOf } from '../events/admin/attendees.js';
import { announceTicketChange } from '../tickets/counters.js';
import type { CheckedInTicket } from './service.js';

/**
 * Tells the door and the admin page (`admin.event.{id}`: the attendee row and the counters) and the
 * member (`user.{id}`: their dashboard and a toast) that a ticket was just checked in.
 */
export async function announceCheckIn(
  db: Database,
  realtime: Realtime | undefined,
  ticket: CheckedInTicket,
  counters: EventCounters,
  now: Date,
): Promise<void> {
  if (!realtime) return;
  const { ticketId, eventId } = ticket;
  announceTicketChange(realtime, TICKET_EVENTS.checkedIn, counters, { attendee: await attendeeOf(db, ticketId, now) });
  const member = channelName.user(ticket.userId);
  const checkedIn: MemberCheckedIn = { ticketId, eventId, checkedInAt: ticket.checkedInAt.toISOString() };
  realtime.broadcast(member, TICKET_EVENTS.checkedIn, checkedIn);
  const message =
    ticket.direction === 'exit'
      ? `You are checked out of ${ticket.eventTitle}.`
      : `You are checked in to ${ticket.eventTitle}.`;
  const notice: MemberNotice = { message, tone: 'success' };
  realtime.broadcast(member, MEMBER_NOTICE_EVENT, notice);
}
