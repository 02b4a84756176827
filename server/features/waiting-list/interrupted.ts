import { announceOffers, offerFreedPlaces, type OfferContext } from './offers.js';

/**
 * Part of the minute tick: finishes the work a crash (or a queue refusing work) cut off after a commit,
 * so nobody loses their turn to it. The queue cannot join the database's transaction (BullMQ lives in
 * Redis), so an offer and its mail are committed apart; the tick finds what the first left without the
 * second. When nothing was cut off, this is two indexed reads.
 */
export async function finishInterruptedOffers(context: OfferContext): Promise<void> {
  await announceUnannouncedOffers(context);
  await serveListsWithFreePlaces(context);
}

/**
 * Open offers whose mail was never queued (the process died, or the queue failed, right after the offer
 * committed) are announced now. The job and its mails are keyed by the offer, so an offer that was
 * queued after all, but not marked, is still mailed once.
 */
async function announceUnannouncedOffers(context: OfferContext): Promise<void> {
  const { db } = context;
  const entries = await db.waitingListEntry.findMany({
    where: {
      offerExpiresAt: { gt: context.now() },
      offeredAt: { not: null },
      // Never mailed, or mailed for an earlier offer (before the event was cancelled and published again).
      OR: [{ offerMailedFor: null }, { offerMailedFor: { lt: db.waitingListEntry.fields.offeredAt } }],
    },
    select: { id: true, eventId: true, userId: true, offeredAt: true, offerExpiresAt: true },
  });
  const offers = entries.flatMap(({ id, eventId, userId, offeredAt, offerExpiresAt }) =>
    offeredAt && offerExpiresAt ? [{ entryId: id, eventId, userId, offeredAt, offerExpiresAt }] : [],
  );
  await announceOffers(context, offers);
}

/**
 * Events people can still register for, with a free place and people waiting who hold no offer, have
 * their list served: a place freed (a cancellation, a lapsed offer taken off the list) whose serving a
 * crash cut off. A place that stays free because nobody waiting may take it (too young, no consent) is
 * looked at again each minute, and offered to nobody.
 */
async function serveListsWithFreePlaces(context: OfferContext): Promise<void> {
  const now = context.now();
  const events = await context.db.event.findMany({
    where: {
      status: 'published',
      startsAt: { gt: now },
      AND: [
        { OR: [{ registrationOpensAt: null }, { registrationOpensAt: { lte: now } }] },
        { OR: [{ registrationClosesAt: null }, { registrationClosesAt: { gt: now } }] },
      ],
      waitingList: { some: { offerExpiresAt: null } },
    },
    select: {
      id: true,
      capacity: true,
      _count: {
        select: {
          tickets: { where: { status: 'active' } },
          waitingList: { where: { offerExpiresAt: { not: null } } },
        },
      },
    },
  });
  for (const { id, capacity, _count } of events) {
    // As serveWaitingList counts them: a place is held by an active ticket or an offer.
    if (capacity === null || _count.tickets + _count.waitingList < capacity) await offerFreedPlaces(context, id);
  }
}
