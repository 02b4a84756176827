import type { EventCounters } from '../../../common/types/tickets.js';
import type { Database, Prisma } from '../../db.js';
import { channelName } from '../../../common/realtime/channels.js';
import { TICKET_EVENTS, type TicketEventName } from '../../../common/realtime/protocol.js';
import type { Realtime } from '../../realtime/server.js';

type Client = Database | Prisma.TransactionClient;

/**
 * The event's places and tickets in one statement (it runs after every ticket change and every scan):
 * active tickets issued, of which checked in and inside now, and the places left (waiting-list
 * offers not yet taken hold theirs).
 */
export async function eventCounters(db: Client, eventId: number): Promise<EventCounters> {
  const [row] = await db.$queryRaw<
    {
      capacity: number | bigint | null;
      issued: number | bigint;
      checkedIn: number | bigint;
      inside: number | bigint;
      offered: number | bigint;
    }[]
  >`
    SELECT e."capacity", COUNT(t."id") AS "issued", COUNT(t."checkedInAt") AS "checkedIn",
           COUNT(CASE WHEN t."inside" = TRUE THEN 1 END) AS "inside",
           (SELECT COUNT(*) FROM "WaitingListEntry" w
             WHERE w."eventId" = e."id" AND w."offerExpiresAt" IS NOT NULL) AS "offered"
    FROM "Event" e
    LEFT JOIN "Ticket" t ON t."eventId" = e."id" AND t."status" = 'active'
    WHERE e."id" = ${eventId}
    GROUP BY e."id", e."capacity"`;
  if (!row) throw new Error(`No event ${eventId} to count.`);
  const capacity = row.capacity === null ? null : Number(row.capacity);
  const issued = Number(row.issued);
  const remaining = capacity === null ? null : Math.max(0, capacity - issued - Number(row.offered));
  return { eventId, capacity, issued, checkedIn: Number(row.checkedIn), inside: Number(row.inside), remaining };
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
