import type { AppContext } from '../../context.js';
import { mailDateTime } from '../../mail/dates.js';
import { enqueueMails } from '../../mail/delivery.js';
import { eventReminderMessage } from '../../mail/messages/event-reminder.js';
import { MAIL_PLACE_SELECT, mailPlace } from '../../mail/places.js';
import { ticketPath } from '../tickets/index.js';
import { mailsWithCopies } from './copies.js';
import { recipientsOf } from './recipients.js';
import { MAX_REMINDER_HOURS } from './reminder-limit.js';

const HOUR = 3_600_000;

/**
 * Queues the reminder of every published event whose reminder time has come and that has not had one
 * for its current start. An event moved later becomes due again for its new start; a cancelled one
 * (no longer published) is never reminded. `reminderSentFor` records that it was queued.
 */
export async function releaseDueReminders({ db, jobs, now }: Pick<AppContext, 'db' | 'jobs' | 'now'>): Promise<void> {
  const at = now();
  const soon = await db.event.findMany({
    where: {
      status: 'published',
      reminderHours: { not: null },
      startsAt: { gt: at, lte: new Date(at.getTime() + MAX_REMINDER_HOURS * HOUR) },
    },
    select: { id: true, startsAt: true, reminderHours: true, reminderSentFor: true },
  });
  const due = soon.filter(
    (event) =>
      event.startsAt.getTime() - (event.reminderHours ?? 0) * HOUR <= at.getTime() &&
      event.reminderSentFor?.getTime() !== event.startsAt.getTime(),
  );
  for (const event of due) {
    // Queued first, then marked: see releaseDueMessages. The key (event and start) and the job's keyed
    // mails keep a reminder queued twice to one mail per holder.
    const startsAt = event.startsAt.toISOString();
    await jobs.enqueue(
      'events.reminder',
      { eventId: event.id, startsAt },
      { key: `event-reminder:${event.id}:${startsAt}` },
    );
    await db.event.updateMany({
      where: { id: event.id, startsAt: event.startsAt, reminderSentFor: event.reminderSentFor },
      data: { reminderSentFor: event.startsAt },
    });
  }
}

/**
 * The `events.reminder` job: one mail per ticket holder and a copy to each guardian of a minor who
 * confirmed (recipientsOf), keyed by the event, its start, the ticket and the guardian.
 * An event moved or cancelled after the reminder was queued sends nothing for the old time.
 */
export async function mailReminders(
  context: AppContext,
  { eventId, startsAt, key }: { eventId: number; startsAt: string; key: string },
): Promise<void> {
  const { db, jobs, config } = context;
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, title: true, status: true, startsAt: true, location: { select: MAIL_PLACE_SELECT } },
  });
  if (!event || event.status !== 'published' || event.startsAt.toISOString() !== startsAt) return;
  const recipients = await recipientsOf(db, event, 'all');
  // A minor's guardians get a copy, as of a staff message (a managed child, with no mailbox, only those).
  const mails = recipients.flatMap((recipient) => {
    const reminder = {
      appName: config.appName,
      eventTitle: event.title,
      when: mailDateTime(event.startsAt),
      where: mailPlace(event.location),
      ticketUrl: new URL(ticketPath(recipient.ticketId), config.appUrl).toString(),
    };
    const ticketKey = `${key}:ticket-${recipient.ticketId}`;
    return mailsWithCopies(
      recipient,
      { key: ticketKey, copyKey: (index) => `${ticketKey}:guardian-${index + 1}` },
      (addressee) => eventReminderMessage({ ...reminder, ...addressee }),
      config,
    );
  });
  await enqueueMails(jobs, mails);
}
