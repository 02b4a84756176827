import type { EventStatus } from '../../../../common/types/event-admin.js';
import type { Prisma } from '../../../db.js';

/** What an event's calendar entry shows: a change to any of these must reach subscribed calendars. */
export interface CalendarFields {
  title: string;
  slug: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  locationId: number | null;
  status: EventStatus;
}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

export function calendarChanged(before: CalendarFields, after: CalendarFields): boolean {
  return (
    before.title !== after.title ||
    before.slug !== after.slug ||
    before.summary !== after.summary ||
    before.description !== after.description ||
    !sameTime(before.startsAt, after.startsAt) ||
    !sameTime(before.endsAt, after.endsAt) ||
    before.locationId !== after.locationId ||
    before.status !== after.status
  );
}

/**
 * The calendar columns to write with an edit, in the same update: SEQUENCE goes up by one when the entry
 * changes (calendars ignore a re-sent entry whose SEQUENCE did not grow), and `cancelledAt` records when
 * the event was cancelled, so feeds show the cancellation for a while and then drop it.
 */
export function calendarUpdate(before: CalendarFields, after: CalendarFields, now: Date) {
  const cancelledAt =
    after.status !== 'cancelled' ? { cancelledAt: null } : before.status !== 'cancelled' ? { cancelledAt: now } : {};
  return {
    ...cancelledAt,
    ...(calendarChanged(before, after) ? { calendarSequence: { increment: 1 } } : {}),
  };
}

/** What an event's LOCATION line shows of its location. */
export interface CalendarPlace {
  name: string;
  streetAddress: string;
  postCodeId: number;
}

/**
 * Editing a location changes the entries of the events held there when it changes what their LOCATION
 * shows: then each of them gets a new SEQUENCE, in the same transaction as the location's update.
 */
export async function raiseSequencesAtPlace(
  tx: Prisma.TransactionClient,
  locationId: number,
  before: CalendarPlace,
  after: CalendarPlace,
): Promise<void> {
  if (
    before.name === after.name &&
    before.streetAddress === after.streetAddress &&
    before.postCodeId === after.postCodeId
  )
    return;
  await tx.event.updateMany({ where: { locationId }, data: { calendarSequence: { increment: 1 } } });
}

/**
 * Editing a post code changes the LOCATION of every event held at a location with that code when its
 * code or place name changes: each of them gets a new SEQUENCE, in the same transaction.
 */
export async function raiseSequencesAtPostCode(
  tx: Prisma.TransactionClient,
  postCodeId: number,
  before: { code: string; placeName: string },
  after: { code: string; placeName: string },
): Promise<void> {
  if (before.code === after.code && before.placeName === after.placeName) return;
  await tx.event.updateMany({
    where: { location: { postCodeId } },
    data: { calendarSequence: { increment: 1 } },
  });
}
