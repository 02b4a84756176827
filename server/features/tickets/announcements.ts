// Every broadcast of a ticket change, in one place: the public event page (`event.{id}`: the places left),
// the admin event page and the door (`admin.event.{id}`: the counters and the attendee row without its
// e-mail address) and the member concerned (`user.{id}`). Without a realtime server (most server tests)
// they do nothing.
import type { DoorDirection, MemberCheckedIn } from '../../../common/types/scanner.js';
import type { EventCounters } from '../../../common/types/tickets.js';
import { channelName } from '../../../common/realtime/channels.js';
import {
  MEMBER_NOTICE_EVENT,
  TICKET_EVENTS,
  type MemberNotice,
  type TicketEventName,
} from '../../../common/realtime/protocol.js';
import type { AppContext } from '../../context.js';
import type { Realtime } from '../../realtime/server.js';
import { liveAttendeeOf } from './attendee-row.js';
import { eventCounters } from './counters.js';

type AnnounceContext = Pick<AppContext, 'statements' | 'realtime' | 'now'>;

/** The places left, for everyone with the public event page open. */
function broadcastPlacesLeft(realtime: Realtime, { eventId, capacity, remaining }: EventCounters): void {
  realtime.broadcast(channelName.event(eventId), TICKET_EVENTS.capacityChanged, { eventId, capacity, remaining });
}

/** The admin page and the door get `change` with the full counters and the changed ticket's live row. */
async function announceToStaff(
  { statements, realtime, now }: AnnounceContext,
  change: Exclude<TicketEventName, 'CapacityChanged'>,
  counters: EventCounters,
  ticketId: number,
): Promise<void> {
  const attendee = await liveAttendeeOf(statements, ticketId, now());
  realtime?.broadcast(channelName.adminEvent(counters.eventId), change, { attendee, counters });
}

/** After a ticket was issued or cancelled (and committed): the places left, the counters and the row. */
export async function announceTicket(
  context: AnnounceContext,
  change: 'TicketIssued' | 'TicketCancelled',
  ticket: { id: number; eventId: number },
): Promise<void> {
  if (!context.realtime) return;
  const counters = await eventCounters(context, ticket.eventId);
  broadcastPlacesLeft(context.realtime, counters);
  await announceToStaff(context, change, counters, ticket.id);
}

/** What the door knows of a ticket it just scanned. */
export interface ScannedAtTheDoor {
  ticketId: number;
  userId: number;
  eventId: number;
  eventTitle: string;
  checkedInAt: Date;
  direction: DoorDirection;
}

/**
 * After a scan at the door: the door and the admin page get the attendee row and the counters, the member
 * their dashboard update and a toast. The places left do not change.
 */
export async function announceCheckIn(
  context: AnnounceContext,
  { ticket, counters }: { ticket: ScannedAtTheDoor; counters: EventCounters },
): Promise<void> {
  const { realtime } = context;
  if (!realtime) return;
  await announceToStaff(context, TICKET_EVENTS.checkedIn, counters, ticket.ticketId);
  const member = channelName.user(ticket.userId);
  const checkedIn: MemberCheckedIn = {
    ticketId: ticket.ticketId,
    eventId: ticket.eventId,
    checkedInAt: ticket.checkedInAt.toISOString(),
  };
  realtime.broadcast(member, TICKET_EVENTS.checkedIn, checkedIn);
  const message =
    ticket.direction === 'exit'
      ? `You are checked out of ${ticket.eventTitle}.`
      : `You are checked in to ${ticket.eventTitle}.`;
  const notice: MemberNotice = { message, tone: 'success' };
  realtime.broadcast(member, MEMBER_NOTICE_EVENT, notice);
}

/** After staff undid a mistaken check-in: as after any ticket change but a scan, the places left too. */
export async function announceCheckInUndone(
  context: AnnounceContext,
  ticket: { id: number; eventId: number },
): Promise<void> {
  if (!context.realtime) return;
  const counters = await eventCounters(context, ticket.eventId);
  broadcastPlacesLeft(context.realtime, counters);
  await announceToStaff(context, TICKET_EVENTS.checkInUndone, counters, ticket.id);
}

/** After a waiting-list offer took a place: the public page learns the places left. */
export async function announcePlacesLeft(
  { statements, realtime }: Pick<AppContext, 'statements' | 'realtime'>,
  eventId: number,
): Promise<void> {
  if (realtime) broadcastPlacesLeft(realtime, await eventCounters({ statements }, eventId));
}

/** After a new capacity: the public page, the admin page and the door learn the new figures. */
export async function announceCapacity(
  { statements, realtime }: Pick<AppContext, 'statements' | 'realtime'>,
  eventId: number,
): Promise<void> {
  if (!realtime) return;
  const counters = await eventCounters({ statements }, eventId);
  broadcastPlacesLeft(realtime, counters);
  realtime.broadcast(channelName.adminEvent(eventId), TICKET_EVENTS.capacityChanged, { counters });
}
