import type { Database } from '../../db.js';
import { channelName } from '../../realtime/channels.js';
import { MEMBER_NOTICE_EVENT, TICKET_EVENTS, type MemberNotice } from '../../realtime/protocol.js';
import type { Realtime } from '../../realtime/server.js';
import { eventCounters } from '../tickets/counters.js';

/**
 * A new capacity changes the places left: the public event page (`event.{id}`) and the admin and
 * scanner pages (`admin.event.{id}`, with the full counters) update without reloading.
 */
export async function announceCapacity(db: Database, realtime: Realtime | undefined, eventId: number): Promise<void> {
  if (!realtime) return;
  const counters = await eventCounters(db, eventId);
  const { capacity, remaining } = counters;
  realtime.broadcast(channelName.event(eventId), TICKET_EVENTS.capacityChanged, { eventId, capacity, remaining });
  realtime.broadcast(channelName.adminEvent(eventId), TICKET_EVENTS.capacityChanged, { counters });
}

/**
 * A cancelled event keeps its tickets (so publishing it again restores them) and the public pages show it
 * as cancelled; every member holding an active ticket is told at once on any page they have open.
 */
export async function announceCancellation(db: Database, realtime: Realtime | undefined, eventId: number, title: string): Promise<void> {
  if (!realtime) return;
  const holders = await db.ticket.findMany({ where: { eventId, status: 'active' }, select: { userId: true } });
  const notice: MemberNotice = { message: `"${title}" has been cancelled. Your ticket will not be needed.`, tone: 'error' };
  for (const { userId } of holders) realtime.broadcast(channelName.user(userId), MEMBER_NOTICE_EVENT, notice);
}
