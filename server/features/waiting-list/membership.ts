import type { TicketRefusal } from '../../../common/types/member-tickets.js';
import type { Database, Prisma } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { eventRulesSelect } from '../events/index.js';
import { childrenOf } from '../members/index.js';
import { lockEventPlaces, memberFacts, memberFactsSelect, ticketRefusal } from '../tickets/index.js';
import { removeFromList } from './added-places.js';
import { announceQueueChange, offerFreedPlaces, passOnLapsedOffers, type OfferContext } from './offers.js';
import { placesTaken } from './places.js';

export type JoinOutcome = 'joined' | 'already-waiting' | 'places-free' | { refused: Exclude<TicketRefusal, 'full'> };

/**
 * Puts `holderId` (the member, or a guardian's child) on the event's waiting list, last in line. Only a full
 * event has one, and only someone the rules would give a ticket were it not full may join it.
 */
export async function joinWaitingList(
  context: OfferContext,
  request: { actorId: number; holderId: number; eventId: number },
): Promise<JoinOutcome> {
  const outcome = await addToList(context, request);
  // Their offer lapsed but the minute tick has not passed it on yet: it goes on now, and they join anew.
  if (outcome === 'already-waiting') {
    const only = { eventId: request.eventId, userId: request.holderId };
    if (await passOnLapsedOffers(context, only)) return addToList(context, request);
  }
  return outcome;
}

async function addToList(
  context: OfferContext,
  { actorId, holderId, eventId }: { actorId: number; holderId: number; eventId: number },
): Promise<JoinOutcome> {
  const now = context.now();
  const outcome = await context.db
    .$transaction(async (tx): Promise<JoinOutcome> => {
      await lockEventPlaces(tx, context.dialect, eventId);
      const [event, holder, taken, last] = await Promise.all([
        tx.event.findUniqueOrThrow({ where: { id: eventId }, select: eventRulesSelect }),
        tx.user.findUniqueOrThrow({ where: { id: holderId }, select: memberFactsSelect(eventId) }),
        placesTaken(tx, eventId, holderId, now),
        tx.waitingListEntry.findFirst({ where: { eventId }, orderBy: { rank: 'desc' }, select: { rank: true } }),
      ]);
      const refused = ticketRefusal(event, memberFacts(holder), taken, now);
      if (refused === null) return 'places-free';
      if (refused !== 'full') return { refused };
      await tx.waitingListEntry.create({
        data: {
          eventId,
          userId: holderId,
          addedById: actorId === holderId ? null : actorId,
          rank: (last?.rank ?? 0) + 1,
          createdAt: now,
        },
      });
      return 'joined';
    })
    .catch((error: unknown): JoinOutcome => {
      if (isUniqueViolation(error)) return 'already-waiting';
      throw error;
    });
  if (outcome === 'joined') announceQueueChange(context, eventId);
  return outcome;
}

/** Entries a member may act on: their own, and their children's (as with tickets, SPEC §10). */
export const waitingByOrFor = (userId: number, day: Date): Prisma.WaitingListEntryWhereInput => ({
  OR: [{ userId }, { user: childrenOf(userId, day) }],
});

/**
 * Takes the member (or their child) off the list; leaving with an open offer declines it, and the place
 * passes to the next in line (a place added for an offer by hand goes instead). Anyone else's entry is
 * 'not-found'.
 */
export async function leaveWaitingList(
  context: OfferContext,
  { userId, entryId }: { userId: number; entryId: number },
): Promise<'left' | 'not-found'> {
  const entry = await context.db.waitingListEntry.findFirst({
    where: { id: entryId, ...waitingByOrFor(userId, context.now()) },
    select: { id: true, eventId: true },
  });
  if (!entry) return 'not-found';
  const removed = await removeFromList(context, entry);
  if (!removed) return 'not-found';
  if (removed.offered) await offerFreedPlaces(context, entry.eventId);
  announceQueueChange(context, entry.eventId);
  return 'left';
}

/** Where someone stands on an event's list: their place in line, or the offer they hold; null when not on it. */
export interface WaitingPlace {
  entryId: number;
  /** 1 for the first in line; null while they hold an offer. */
  position: number | null;
  offerExpiresAt: Date | null;
}

/** Each of `userIds`' places on the event's waiting list, by user id (two statements whatever their number). */
export async function waitingPlaces(
  db: Database,
  eventId: number,
  userIds: number[],
): Promise<Map<number, WaitingPlace>> {
  const places = new Map<number, WaitingPlace>();
  if (userIds.length === 0) return places;
  const entries = await db.waitingListEntry.findMany({
    where: { eventId, userId: { in: userIds } },
    select: { id: true, userId: true, rank: true, offerExpiresAt: true },
  });
  if (entries.length === 0) return places;
  const queue = await db.waitingListEntry.findMany({
    where: { eventId, offerExpiresAt: null },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  for (const entry of entries) {
    const index = queue.findIndex(({ id }) => id === entry.id);
    places.set(entry.userId, {
      entryId: entry.id,
      position: entry.offerExpiresAt ? null : index + 1,
      offerExpiresAt: entry.offerExpiresAt,
    });
  }
  return places;
}
