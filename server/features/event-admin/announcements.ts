import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { mailDateTime } from '../../mail/dates.js';
import { eventCancelledMessage } from '../../mail/messages/event-cancelled.js';
import { channelName } from '../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, TICKET_EVENTS, type MemberNotice } from '../../../common/realtime/protocol.js';
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
 * as cancelled. Every member holding an active ticket is told at once on any page they have open, and
 * by mail; a mail that cannot be sent is logged and the others still go.
 */
export async function announceCancellation(
  { db, realtime, mailer, config, logger }: AppContext,
  eventId: number,
): Promise<void> {
  const event = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      title: true,
      slug: true,
      startsAt: true,
      tickets: { where: { status: 'active' }, select: { user: { select: { id: true, name: true, email: true } } } },
    },
  });
  const notice: MemberNotice = {
    message: `"${event.title}" has been cancelled. Your ticket will not be needed.`,
    tone: 'error',
  };
  const url = new URL(`/events/${event.slug}`, config.appUrl).toString();
  for (const { user } of event.tickets) {
    realtime?.broadcast(channelName.user(user.id), MEMBER_NOTICE_EVENT, notice);
    const message = eventCancelledMessage({
      appName: config.appName,
      to: user.email,
      name: user.name,
      eventTitle: event.title,
      when: mailDateTime(event.startsAt),
      url,
    });
    await mailer
      .send(message)
      .catch((error: unknown) =>
        logger.error(`The cancellation mail of event ${eventId} to member ${user.id} could not be sent`, error),
      );
  }
}
