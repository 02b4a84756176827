import type { AppContext } from '../../../context.js';
import { enqueueMails } from '../../../mail/delivery.js';
import { eventOnAgainMessage } from '../../../mail/messages/event-changed.js';
import { ticketPath } from '../../tickets/index.js';
import { calendarSite, eventCalendarAttachment } from '../calendar/index.js';
import { EVENT_NEWS_SELECT, PERSON_MAIL_SELECT, eventAsItStands, mailsToEach } from './holder-mail.js';

/**
 * The `events.on-again` job, written with the edit that published a cancelled event again
 * (eventNewsJobs); its tickets and waiting list were kept. Holders get the time, the place and the
 * calendar file that puts the entry back (STATUS:CONFIRMED at a raised SEQUENCE); people waiting learn
 * they are still in line, except those already offered a place, whose offer mail says more. An event
 * cancelled again, or over, before the job ran sends nothing.
 */
export async function mailOnAgain(context: AppContext, { eventId, key }: { eventId: number; key: string }) {
  const { db, jobs, config } = context;
  const now = context.now();
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { ...EVENT_NEWS_SELECT, waitingList: { where: { offerExpiresAt: null }, select: PERSON_MAIL_SELECT } },
  });
  if (!event || event.status !== 'published' || event.endsAt <= now) return;
  const calendarFile = await eventCalendarAttachment(db, calendarSite(context), eventId, now);
  const mails = [
    ...mailsToEach(event.tickets, { key, kind: 'ticket', now, links: config }, (ticket, to) => ({
      ...eventOnAgainMessage(
        eventAsItStands(event, config, { to, name: ticket.user.name, path: ticketPath(ticket.id) }),
      ),
      attachments: [calendarFile],
    })),
    ...mailsToEach(event.waitingList, { key, kind: 'waiting', now, links: config }, (entry, to) =>
      eventOnAgainMessage({
        ...eventAsItStands(event, config, { to, name: entry.user.name, path: `/events/${event.slug}` }),
        waiting: true,
      }),
    ),
  ];
  await enqueueMails(jobs, mails);
}
