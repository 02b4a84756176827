import { movedOrder } from '../../../common/reorder.js';
import type { WaitingListRow } from '../../../common/types/waiting-list.js';
import type { AppContext } from '../../context.js';
import { RecordNotFound } from '../../domain-errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { isMinor } from '../members/index.js';
import type { TicketRefusal } from '../../../common/types/member-tickets.js';
import { eventRulesSelect } from '../events/index.js';
import { lockEventPlaces, memberFacts, memberFactsSelect, ticketRefusal } from '../tickets/index.js';
import { announceOffers, announceQueueChange, type OfferContext } from './offers.js';
import { offerEndsAt, type MadeOffer } from './queue.js';

/** The event's waiting list as its organisers see it: offers first, then the queue in order. */
export async function waitingQueue(
  { db }: Pick<AppContext, 'db'>,
  { eventId, startsAt }: { eventId: number; startsAt: Date },
): Promise<WaitingListRow[]> {
  const entries = await db.waitingListEntry.findMany({
    where: { eventId },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      createdAt: true,
      offerExpiresAt: true,
      user: { select: { name: true, birthDate: true } },
      addedBy: { select: { name: true } },
    },
  });
  let position = 0;
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.user.name,
    minor: isMinor(entry.user.birthDate, startsAt),
    addedBy: entry.addedBy?.name ?? null,
    joinedAt: entry.createdAt.toISOString(),
    position: entry.offerExpiresAt ? null : ++position,
    offerUntil: entry.offerExpiresAt?.toISOString() ?? null,
  }));
}

/** Moves someone one step up or down the queue; at either end nothing moves. */
export async function moveWaitingEntry(
  context: Pick<AppContext, 'db' | 'realtime'>,
  { eventId, entryId, direction }: { eventId: number; entryId: number; direction: 'up' | 'down' },
): Promise<void> {
  await context.db.$transaction(async (tx) => {
    const ids = (
      await tx.waitingListEntry.findMany({
        where: { eventId },
        orderBy: [{ rank: 'asc' }, { id: 'asc' }],
        select: { id: true },
      })
    ).map(({ id }) => id);
    if (!ids.includes(entryId)) throw new RecordNotFound();
    const order = movedOrder(ids, entryId, direction);
    if (!order) return;
    for (const [index, id] of order.entries())
      await tx.waitingListEntry.update({ where: { id }, data: { rank: index + 1 } });
  });
  announceQueueChange(context, eventId);
}

export type HandOfferOutcome = 'offered' | 'already-offered' | { refused: TicketRefusal; name: string };

/**
 * The organiser offers a place to this person now, whatever their place in line, if the rules would let
 * them take a ticket now (the event open, their age and consent). When no place is free a limited event
 * gets one more (the capacity goes up by one), so the offer never takes a place someone else holds; an
 * event without a limit keeps none. The entry remembers that its offer added the place, which goes again
 * if the offer ends untaken (removeFromList). Audited with the capacity before and after.
 */
export async function offerByHand(
  context: OfferContext,
  { actor, eventId, entryId }: { actor: AuditActor; eventId: number; entryId: number },
): Promise<HandOfferOutcome> {
  const now = context.now();
  const outcome = await context.db.$transaction(
    async (tx): Promise<MadeOffer | Exclude<HandOfferOutcome, 'offered'>> => {
      await lockEventPlaces(tx, context.dialect, eventId);
      const entry = await tx.waitingListEntry.findFirst({
        where: { id: entryId, eventId },
        select: {
          id: true,
          userId: true,
          offerExpiresAt: true,
          user: { select: { name: true, ...memberFactsSelect(eventId) } },
        },
      });
      if (!entry) throw new RecordNotFound();
      if (entry.offerExpiresAt) return 'already-offered';
      const [event, issued, offered] = await Promise.all([
        tx.event.findUniqueOrThrow({
          where: { id: eventId },
          select: { ...eventRulesSelect, title: true, claimWindowHours: true },
        }),
        tx.ticket.count({ where: { eventId, status: 'active' } }),
        tx.waitingListEntry.count({ where: { eventId, offerExpiresAt: { not: null } } }),
      ]);
      // The place is made below, so only the person's own rules and the event's state count here.
      const refusal = ticketRefusal(event, memberFacts(entry.user), 0, now);
      if (refusal) return { refused: refusal, name: entry.user.name };
      const raised =
        event.capacity !== null && issued + offered >= event.capacity ? issued + offered + 1 : event.capacity;
      if (raised !== event.capacity) await tx.event.update({ where: { id: eventId }, data: { capacity: raised } });
      const offerExpiresAt = offerEndsAt(event, now);
      await tx.waitingListEntry.update({
        where: { id: entry.id },
        data: { offeredAt: now, offerExpiresAt, addedPlace: raised !== event.capacity },
      });
      await recordAudit(tx, {
        actor,
        action: 'event.waiting_list_offer',
        subject: { type: 'event', id: eventId, label: event.title },
        // The member by id, not name: the log outlives their account, and their name must not.
        before: { capacity: event.capacity, offeredToMemberId: null },
        after: { capacity: raised, offeredToMemberId: entry.userId },
        at: now,
      });
      return { entryId: entry.id, eventId, userId: entry.userId, offeredAt: now, offerExpiresAt };
    },
  );
  if (typeof outcome === 'string' || 'refused' in outcome) return outcome;
  await announceOffers(context, [outcome]);
  return 'offered';
}
