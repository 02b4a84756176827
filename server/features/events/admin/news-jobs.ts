import type { OutboxJob } from '../../../jobs/outbox.js';
import type { EventChange } from './service.js';

/**
 * The jobs that tell an event's people of an edit (a cancellation, a new time or place, the event on
 * again): written in the edit's transaction, so a crash after its commit loses none of them. Each is
 * keyed by the moment of the edit: cancelled, published again and cancelled again mails twice, and two
 * moves saved in one instant to different places are two jobs.
 */
export function eventNewsJobs(
  eventId: number,
  { cancelled, moved, onAgain }: Pick<EventChange, 'cancelled' | 'moved' | 'onAgain'>,
  at: Date,
): OutboxJob[] {
  const jobs: OutboxJob[] = [];
  const time = at.getTime();
  if (cancelled) jobs.push({ name: 'events.cancelled', data: { eventId }, key: `event-cancelled:${eventId}:${time}` });
  if (moved) {
    const { startsAt, endsAt, locationId } = moved;
    const data = { eventId, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), locationId };
    const key = `event-moved:${eventId}:${time}:${data.startsAt}:${data.endsAt}:${locationId}`;
    jobs.push({ name: 'events.moved', data, key });
  }
  if (onAgain) jobs.push({ name: 'events.on-again', data: { eventId }, key: `event-on-again:${eventId}:${time}` });
  return jobs;
}
