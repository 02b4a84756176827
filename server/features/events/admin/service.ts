import type { AppContext, DataAccess } from '../../../context.js';
import type { AppConfig } from '../../../config.js';
import type { Database, Prisma } from '../../../db.js';
import { slugify } from '../../../../common/slugs.js';
import { createWithFreeSlug, recordSlugChange, saveWithSlug, slugTaken, uniqueSlug } from '../../../content/slugs.js';
import { setEventTags, tagNamesText } from '../../tags/index.js';
import { RecordNotFound } from '../../../domain-errors.js';
import { pageWindow, parseListQuery } from '../../../http/list-query.js';
import { ValidationFailed } from '../../../http/validation.js';
import { refuseShowingHiddenCare } from './hidden-care.js';
import { EVENT_STATUSES } from '../../../../common/types/event-admin.js';
import { coverSaver } from '../../../uploads/cover-image.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { lockEventPlaces } from '../../tickets/index.js';
import { calendarUpdate } from '../calendar/index.js';
import { queueAllAfterCommit, type OutboxJob } from '../../../jobs/outbox.js';
import { eventNewsJobs } from './news-jobs.js';
import { placesHeld } from './places-held.js';
import { EVENT_WHEN_FILTER, type EventInput } from './schemas.js';

const DRAFT_TITLE = 'Untitled event';
const DRAFT_STARTS_IN_DAYS = 7;
const DRAFT_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;
const SLUG_TAKEN = 'Another event already uses this slug.';

export const adminEventSelect = {
  id: true,
  title: true,
  slug: true,
  status: true,
  startsAt: true,
  endsAt: true,
  capacity: true,
  location: { select: { name: true } },
  _count: { select: { tickets: { where: { status: 'active' } } } },
} satisfies Prisma.EventSelect;

export async function listEvents(
  { db, dialect, now: clock }: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  rawQuery: unknown,
) {
  const now = clock();
  const query = parseListQuery(rawQuery, {
    sorts: ['startsAt', 'title', 'status'],
    // Soonest first: staff mostly look for what happens next.
    defaultSort: 'startsAt',
    defaultDirection: 'asc',
    filters: { status: EVENT_STATUSES, when: EVENT_WHEN_FILTER },
  });
  const where: Prisma.EventWhereInput = {
    ...(query.search
      ? {
          OR: [
            { title: dialect.containsText(query.search) },
            { location: { name: dialect.containsText(query.search) } },
          ],
        }
      : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.when ? { endsAt: query.when === 'upcoming' ? { gte: now } : { lt: now } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.event.count({ where }),
    db.event.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { id: 'asc' }],
      ...pageWindow(query),
      select: adminEventSelect,
    }),
  ]);
  return { query, total, rows };
}

/** "New event": a draft a week ahead, two hours long, with a unique slug; its edit page does the rest. */
/** The fields of an event the audit log compares: what the edit form changes. */
function eventAuditFields(
  event: Omit<EventInput, 'removeCoverImage' | 'coverImageAlt' | 'tags' | 'scope'> & {
    coverImage: string | null;
    coverImageAlt: string | null;
  },
) {
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    locationId: event.locationId,
    capacity: event.capacity,
    registrationOpensAt: event.registrationOpensAt,
    registrationClosesAt: event.registrationClosesAt,
    minimumAge: event.minimumAge,
    reminderHours: event.reminderHours,
    claimWindowHours: event.claimWindowHours,
    status: event.status,
    coverImage: event.coverImage,
    coverImageAlt: event.coverImageAlt,
  };
}

export async function createDraft(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  actor: AuditActor,
): Promise<number> {
  const now = clock();
  const startsAt = new Date(Math.ceil((now.getTime() + DRAFT_STARTS_IN_DAYS * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS);
  const endsAt = new Date(startsAt.getTime() + DRAFT_HOURS * HOUR_MS);
  return createWithFreeSlug(async () => {
    const slug = await uniqueSlug(db, 'event', slugify(DRAFT_TITLE));
    const data = { title: DRAFT_TITLE, slug, startsAt, endsAt, status: 'draft' as const };
    return db.$transaction(async (tx) => {
      const event = await tx.event.create({ data, select: { id: true } });
      await recordAudit(tx, {
        actor,
        action: 'event.created',
        subject: { type: 'event', id: event.id, label: DRAFT_TITLE },
        after: data,
      });
      return event.id;
    });
  });
}

export async function findEvent({ db }: Pick<AppContext, 'db'>, id: number) {
  const event = await db.event.findUnique({
    where: { id },
    select: {
      ...adminEventSelect,
      summary: true,
      description: true,
      locationId: true,
      registrationOpensAt: true,
      registrationClosesAt: true,
      minimumAge: true,
      reminderHours: true,
      claimWindowHours: true,
      coverImage: true,
      coverImageAlt: true,
      tagList: true,
    },
  });
  if (!event) throw new RecordNotFound();
  return event;
}

export type AdminEventRecord = Awaited<ReturnType<typeof findEvent>>;

/** Locations an event may be held at: every location not deleted, published or not (staff plan ahead). */
export async function locationChoices({ db }: Pick<AppContext, 'db'>) {
  return db.location.findMany({
    where: { deletedAt: null },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}

async function checkLocation(db: Database, locationId: number | null, current: number | null): Promise<void> {
  if (locationId === null || locationId === current) return;
  const location = await db.location.findFirst({ where: { id: locationId, deletedAt: null }, select: { id: true } });
  if (!location) throw new ValidationFailed({ locationId: 'Choose a location from the list.' });
}

async function checkCapacity(
  db: Database | Prisma.TransactionClient,
  eventId: number,
  capacity: number | null,
): Promise<void> {
  if (capacity === null) return;
  const { issued, offered } = (await placesHeld(db, [eventId])).get(eventId)!;
  if (capacity < issued + offered) {
    const held = issued + offered;
    throw new ValidationFailed({
      capacity:
        offered === 0
          ? `${issued} tickets are already issued: the capacity cannot be less than ${issued} (cancel tickets first, or leave it empty for unlimited).`
          : `${issued} tickets are issued and ${offered} places offered from the waiting list: the capacity cannot be less than ${held} (or leave it empty for unlimited).`,
    });
  }
}

/** The fields that say when and where an event takes place: what its ticket holders are told of. */
const PLACEMENT = ['startsAt', 'endsAt', 'locationId'] as const satisfies (keyof EventInput & keyof AdminEventRecord)[];

export interface EventChange {
  before: AdminEventRecord;
  capacityChanged: boolean;
  cancelled: boolean;
  /**
   * Published after the edit, with a rule that decides who may take a place changed (the status, the
   * capacity, the dates, the age): places may be free for people waiting, as when it was published again.
   */
  placeRulesChanged: boolean;
  /**
   * Published before and after and not over either side of the edit, with a new start, end or location:
   * the new time and place, which its ticket holders are told. A change of words alone tells nobody.
   */
  moved: Pick<EventInput, (typeof PLACEMENT)[number]> | null;
  /** Cancelled before, published after and not over: the people told of the cancellation are told it is on. */
  onAgain: boolean;
  /** The jobs telling people of it, written with the edit: for `flushOutbox` once committed. */
  outbox: OutboxJob[];
}

/** The fields ticketRefusal reads of an event: a change to any may let someone waiting take a place. */
const PLACE_RULES = [
  'status',
  'capacity',
  'startsAt',
  'registrationOpensAt',
  'registrationClosesAt',
  'minimumAge',
] as const satisfies (keyof EventInput & keyof AdminEventRecord)[];

const sameRule = (a: Date | number | string | null, b: Date | number | string | null) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * Saves the edit form. The checks that need the database run before anything is written, the capacity
 * check in the same transaction as the update (tickets are taken meanwhile), so a refused form changes
 * nothing. A new cover is stored only once the rest is known to be valid; the cover stays unless replaced
 * or removed, and an event with a cover needs its description. A change calendars show raises the
 * event's calendar SEQUENCE in the same update.
 */
export async function updateEvent(
  { db, dialect, config }: DataAccess & { config: Pick<AppConfig, 'careVisibleDays'> },
  {
    actor,
    id,
    values: input,
    at: now,
    storeCover,
  }: { actor: AuditActor; id: number; values: EventInput; at: Date; storeCover?: () => Promise<string> },
): Promise<EventChange> {
  const before = await findEvent({ db }, id);
  // A cancelled event stays public so its ticket holders learn of it; a draft has no one to tell.
  if (before.status === 'draft' && input.status === 'cancelled') {
    throw new ValidationFailed({
      status: 'A draft was never published, so there is nothing to cancel: keep it as a draft.',
    });
  }
  refuseShowingHiddenCare(before, input.endsAt, { now, careVisibleDays: config.careVisibleDays });
  const saveCover = coverSaver(before.coverImage, input, storeCover);
  if (await slugTaken(db, 'event', input.slug, id)) throw new ValidationFailed({ slug: SLUG_TAKEN });
  await checkLocation(db, input.locationId, before.locationId);
  await checkCapacity(db, id, input.capacity);
  const cover = await saveCover();
  const data = eventAuditFields({ ...input, ...cover });
  const cancelled = before.status !== 'cancelled' && input.status === 'cancelled';
  const moved =
    before.status === 'published' &&
    input.status === 'published' &&
    before.endsAt > now &&
    input.endsAt > now &&
    PLACEMENT.some((field) => !sameRule(before[field], input[field]))
      ? { startsAt: input.startsAt, endsAt: input.endsAt, locationId: input.locationId }
      : null;
  const onAgain = before.status === 'cancelled' && input.status === 'published' && input.endsAt > now;
  const slugClaim = { kind: 'event' as const, slug: input.slug, id, taken: SLUG_TAKEN };
  const outbox = await saveWithSlug(db, slugClaim, () =>
    db.$transaction(async (tx) => {
      // Locked like a ticket being taken, so no ticket slips in between this count and the new capacity.
      await lockEventPlaces(tx, dialect, id);
      await checkCapacity(tx, id, input.capacity);
      await tx.event.update({ where: { id }, data: { ...data, ...calendarUpdate(before, input, now) } });
      // Open offers end with the event; the people stay in line (as tickets stay) and are told by mail. An
      // event taken back to draft is hidden, so its offers could not be claimed either: they end the same way
      // (nobody is told: a draft is not public), rather than lapse and take their holders off the list. A
      // place added for one by hand stays, with the capacity the form saved.
      if (before.status === 'published' && input.status !== 'published') {
        await tx.waitingListEntry.updateMany({
          where: { eventId: id, offerExpiresAt: { not: null } },
          data: { offeredAt: null, offerExpiresAt: null, addedPlace: false },
        });
      }
      // A capacity the organiser sets stands as set: a place added for an offer by hand is no longer taken
      // away when that offer ends untaken.
      if (before.capacity !== input.capacity) {
        await tx.waitingListEntry.updateMany({ where: { eventId: id, addedPlace: true }, data: { addedPlace: false } });
      }
      // An offer never runs past the start or the close of registration (waiting-list offerEndsAt): when
      // either moves earlier, the open offers end with it, so the end their holders see stays true.
      const lastClaim = Math.min(input.startsAt.getTime(), input.registrationClosesAt?.getTime() ?? Infinity);
      await tx.waitingListEntry.updateMany({
        where: { eventId: id, offerExpiresAt: { gt: new Date(lastClaim) } },
        data: { offerExpiresAt: new Date(lastClaim) },
      });
      // Messages staff scheduled for the event as it was ("doors at 7") must not reach its holders after
      // they were told it is cancelled; what staff write after the cancellation goes out as usual.
      if (cancelled) await tx.eventMessage.deleteMany({ where: { eventId: id, sentAt: null } });
      await recordSlugChange(tx, 'event', id, before.slug, input.slug);
      await setEventTags(tx, id, input.tags);
      await recordAudit(tx, {
        actor,
        action: cancelled ? 'event.cancelled' : 'event.updated',
        subject: { type: 'event', id, label: input.title },
        // Tags are audited beside the event's own fields (they are written to their own rows).
        before: { ...eventAuditFields(before), tags: tagNamesText(before.tagList) },
        after: { ...data, tags: input.tags.join(', ') },
      });
      return queueAllAfterCommit(tx, now, eventNewsJobs(id, { cancelled, moved, onAgain }, now));
    }),
  );
  return {
    before,
    capacityChanged: before.capacity !== input.capacity,
    cancelled,
    placeRulesChanged:
      input.status === 'published' && PLACE_RULES.some((field) => !sameRule(before[field], input[field])),
    moved,
    onAgain,
    outbox,
  };
}
