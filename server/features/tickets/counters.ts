import type { EventCounters } from '../../../common/types/tickets.js';
import type { Database, Prisma } from '../../db.js';
import { channelName } from '../../../common/realtime/channels.js';
import { TICKET_EVENTS, type TicketEventName } from '../../../common/realtime/protocol.js';
import type { Realtime } from '../../realtime/server.js';

type Client = Database | Prisma.TransactionClient;

export async function eventCounters(db: Client, eventId: number): Promise<EventCounters> {
  const [event, issued, checkedIn] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { capacity: true } }),
    db.ticket.count({ where: { eventId, status: 'active' } }),
    db.ticket.count({ where: { eventId, status: 'active', checkedInAt: { not: null } } }),
  ]);
  const remaining = event.capacity === null ? null : Math.max(0, event.capacity - issued);
  return { eventId, capacity: event.capacity, issued, checkedIn, remaining };
}

/**
 * Tells everyone watching an event that its figures changed: the public `event.{id}` channel gets the
 * remaining places (when a ticket was issued or cancelled), `admin.event.{id}` gets `change` with the full counters and `detail` (e.g. the
 * attendee row). Without a realtime server (most server tests) it does nothing.
 */
export function announceTicketChange(
  realtime: Realtime | undefined,
  change: Exclude<TicketEventName, 'CapacityChanged'>,
  counters: EventCounters,
  detail: Record<string, unknown> = {},
): void {
  if (!realtime) return;
  const { eventId, capacity, remaining } = counters;
  if (change !== TICKET_EVENTS.checkedIn) {
    realtime.broadcast(channelName.event(eventId), TICKET_EVENTS.capacityChanged, { eventId, capacity, remaining });
  }
  realtime.broadcast(channelName.adminEvent(eventId), change, { ...detail, counters });
}
