import type { AppConfig } from '../../config.js';
import type { AppContext, DataAccess } from '../../context.js';
import type { AuditActor } from '../audit/index.js';
import { placesHeld, updateEvent, type EventChange, type EventInput } from '../events/index.js';
import { ValidationFailed } from '../../http/validation.js';
import { localDateOf, timesOn } from './times.js';

export interface FollowingDate {
  id: number;
  slug: string;
  startsAt: Date;
  status: EventInput['status'];
  locationId: number | null;
}

/** The dates of the event's series after it, soonest first; none for an event outside a series. */
export async function followingDates({ db }: Pick<AppContext, 'db'>, eventId: number): Promise<FollowingDate[]> {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { seriesId: true, startsAt: true } });
  if (!event || event.seriesId === null) return [];
  return db.event.findMany({
    where: { seriesId: event.seriesId, startsAt: { gt: event.startsAt }, id: { not: eventId } },
    orderBy: { startsAt: 'asc' },
    select: { id: true, slug: true, startsAt: true, status: true, locationId: true },
  });
}

/**
 * Refuses, before anything is written, a capacity that a later date cannot take: counted as each date's
 * own edit counts it (its tickets and open waiting-list offers), so no date refuses once saving began.
 */
export async function checkFollowingCapacity(
  { db }: Pick<AppContext, 'db'>,
  { dates, values: input }: { dates: FollowingDate[]; values: EventInput },
): Promise<void> {
  if (input.capacity === null || dates.length === 0) return;
  const held = [
    ...(
      await placesHeld(
        db,
        dates.map(({ id }) => id),
      )
    ).values(),
  ].map(({ issued, offered }) => issued + offered);
  const over = held.find((places) => places > (input.capacity ?? 0));
  if (over !== undefined) {
    throw new ValidationFailed({
      capacity: `A later date of the series already holds ${over} places (tickets and waiting-list offers): the capacity cannot be less for "this and the following dates".`,
    });
  }
}

/**
 * Refuses, before anything is written, a deleted location for a later date held elsewhere: the edited date
 * may keep a location deleted since it was chosen, but no date moves to one.
 */
export async function checkFollowingLocation(
  { db }: Pick<AppContext, 'db'>,
  { dates, values: { locationId } }: { dates: FollowingDate[]; values: EventInput },
): Promise<void> {
  if (locationId === null || dates.every((date) => date.locationId === locationId)) return;
  if (await db.location.count({ where: { id: locationId, deletedAt: null } })) return;
  throw new ValidationFailed({
    locationId: 'A later date is held elsewhere, and this location is deleted: choose a location from the list.',
  });
}

/**
 * The edit form as it applies to a later date: the same content, settings and wall-clock times (and
 * registration window, as far from the start) on that date's own day, keeping its slug (SPEC §13). Its
 * status follows a status change only where it was the edited date's status before: a date cancelled
 * on its own stays cancelled when the series is published, a draft stays a draft when it is cancelled.
 */
export function inputForDate(
  input: EventInput,
  date: FollowingDate,
  { timeZone, previousStatus }: { timeZone: string; previousStatus: EventInput['status'] },
): EventInput {
  const times = timesOn(localDateOf(date.startsAt, timeZone), input, timeZone);
  return {
    ...input,
    status: date.status === previousStatus ? input.status : date.status,
    slug: date.slug,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    registrationOpensAt: times.shift(input.registrationOpensAt),
    registrationClosesAt: times.shift(input.registrationClosesAt),
    scope: 'this',
  };
}

/**
 * After the edited date was saved: the same change on each later date, each saved (and audited) as its own
 * edit, with the edited date's cover (or none) in place of its own. Returns each date's change for its
 * announcements.
 */
export async function applyToFollowing(
  context: DataAccess & { config: Pick<AppConfig, 'timeZone' | 'careVisibleDays'> },
  {
    actor,
    editedId,
    values: input,
    dates,
    previousStatus,
    at,
  }: {
    actor: AuditActor;
    editedId: number;
    values: EventInput;
    dates: FollowingDate[];
    previousStatus: EventInput['status'];
    at: Date;
  },
): Promise<{ id: number; change: EventChange }[]> {
  const { db } = context;
  const { coverImage } = await db.event.findUniqueOrThrow({ where: { id: editedId }, select: { coverImage: true } });
  // The edited date's cover is stored already: each later date takes it as its new image, or drops its own.
  const storeCover = coverImage === null ? undefined : () => Promise.resolve(coverImage);
  const changes: { id: number; change: EventChange }[] = [];
  for (const date of dates) {
    const change = await updateEvent(context, {
      actor,
      id: date.id,
      values: {
        ...inputForDate(input, date, { timeZone: context.config.timeZone, previousStatus }),
        removeCoverImage: coverImage === null,
      },
      at,
      storeCover,
    });
    changes.push({ id: date.id, change });
  }
  return changes;
}
