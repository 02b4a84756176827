import type { AppContext } from '../../../context.js';
import { mailDateTime } from '../../../mail/dates.js';
import { enqueueMails } from '../../../mail/delivery.js';
import { eventCancelledMessage } from '../../../mail/messages/event-cancelled.js';
import { channelName } from '../../../../common/realtime/channels.js';
import { calendarSite, eventCalendarAttachment } from '../calendar/index.js';
import {
  EVENT_CANCELLED,
  MEMBER_NOTICE_EVENT,
  type EventCancelledNotice,
  type MemberNotice,
} from '../../../../common/realtime/protocol.js';
import { EVENT_NEWS_SELECT, PERSON_MAIL_SELECT, mailsToEach } from './holder-mail.js';

/**
 * A cancelled event keeps its tickets (so publishing it again restores them) and its waiting list (its open
 * offers end with the cancellation), and the public pages show it as cancelled, as do open scanners. Every member holding an
 * active ticket or waiting is told at once on any page they have open; the mail to each of them is one
 * job (`events.cancelled`, written with the edit: eventNewsJobs), so the organiser does not wait on the
 * mail server once per person.
 */
export async function announceCancellation(context: AppContext, eventId: number): Promise<void> {
  const { db, realtime } = context;
  const event = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      title: true,
      cancelledAt: true,
      tickets: { where: { status: 'active' }, select: { userId: true } },
      waitingList: { select: { userId: true } },
    },
  });
  if (event.cancelledAt) {
    const cancelled: EventCancelledNotice = { eventId, cancelledAt: event.cancelledAt.toISOString() };
    realtime?.broadcast(channelName.event(eventId), EVENT_CANCELLED, cancelled);
  }
  const notice: MemberNotice = {
    message: `"${event.title}" has been cancelled. Your ticket will not be needed.`,
    tone: 'error',
  };
  for (const { userId } of event.tickets) realtime?.broadcast(channelName.user(userId), MEMBER_NOTICE_EVENT, notice);
  const waitingNotice: MemberNotice = {
    message: `"${event.title}" has been cancelled: no place will be offered from its waiting list.`,
    tone: 'error',
  };
  for (const { userId } of event.waitingList) {
    realtime?.broadcast(channelName.user(userId), MEMBER_NOTICE_EVENT, waitingNotice);
  }
}

/**
 * The `events.cancelled` job: one message per holder and per person waiting, each with a key made of the job's, so a batch cut
 * short by a crash sends the rest when it runs again and nobody twice. An event published again before
 * the job ran sends nothing.
 */
export async function mailCancellation(
  context: AppContext,
  { eventId, key }: { eventId: number; key: string },
): Promise<void> {
  const { db, jobs, config } = context;
  const event = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { ...EVENT_NEWS_SELECT, waitingList: { select: PERSON_MAIL_SELECT } },
  });
  if (event.status !== 'cancelled') return;
  const url = new URL(`/events/${event.slug}`, config.appUrl).toString();
  const now = context.now();
  // STATUS:CANCELLED with a raised SEQUENCE: a calendar that took the event from the ticket mail drops it.
  const calendarFile = await eventCalendarAttachment(db, calendarSite(context), eventId, now);
  const mailsTo = (people: typeof event.tickets, kind: 'ticket' | 'waiting') =>
    mailsToEach(people, { key, kind, now, links: config }, ({ user }, to) => ({
      ...eventCancelledMessage({
        appName: config.appName,
        to,
        name: user.name,
        eventTitle: event.title,
        when: mailDateTime(event.startsAt),
        url,
        waiting: kind === 'waiting',
      }),
      // Only a ticket's mail carried the event's calendar file, so only its holders need the update.
      ...(kind === 'ticket' ? { attachments: [calendarFile] } : {}),
    }));
  const mails = [...mailsTo(event.tickets, 'ticket'), ...mailsTo(event.waitingList, 'waiting')];
  await enqueueMails(jobs, mails);
}
