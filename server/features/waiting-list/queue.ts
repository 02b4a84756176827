import type { Prisma } from '../../db.js';
import { eventRulesSelect } from '../events/index.js';
import { memberFacts, memberFactsSelect, ticketRefusal } from '../tickets/index.js';

type Client = Prisma.TransactionClient;

/** An offer made inside a transaction, announced (mail, notice) once it commits. */
export interface MadeOffer {
  entryId: number;
  eventId: number;
  userId: number;
  offeredAt: Date;
  offerExpiresAt: Date;
}

const HOURS = 3_600_000;

/**
 * When an offer made now ends: after the event's claim window, but never after the start or the close of
 * registration, when the place could no longer be taken.
 */
export function offerEndsAt(
  event: { claimWindowHours: number; startsAt: Date; registrationClosesAt: Date | null },
  now: Date,
): Date {
  const ends = [now.getTime() + event.claimWindowHours * HOURS, event.startsAt.getTime()];
  if (event.registrationClosesAt) ends.push(event.registrationClosesAt.getTime());
  return new Date(Math.min(...ends));
}

/**
 * Offers the event's free places to the people waiting, first in line first, skipping whoever the rules
 * would refuse a ticket now (too young, no consent, registration closed…). Runs inside a transaction that
 * holds the event's lock (lockEventPlaces), so however many changes free places at once, each free
 * place is offered once: a place is free when neither a ticket nor an open offer holds it.
 * `held`: the places tickets and offers hold once these offers are made, as counted here (0 without a
 * capacity). A taker in the same transaction decides with this count, not a later one: on PostgreSQL a
 * cancellation (made without the lock) committing in between would show a later read a place this one
 * did not offer to the queue.
 */
export async function serveWaitingList(
  tx: Client,
  eventId: number,
  now: Date,
): Promise<{ offers: MadeOffer[]; held: number }> {
  const event = await tx.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { ...eventRulesSelect, claimWindowHours: true },
  });
  // An event whose limit was lifted has a place for everyone still waiting.
  let free = Infinity;
  let held = 0;
  if (event.capacity !== null) {
    const [issued, offered] = await Promise.all([
      tx.ticket.count({ where: { eventId, status: 'active' } }),
      tx.waitingListEntry.count({ where: { eventId, offerExpiresAt: { not: null } } }),
    ]);
    held = issued + offered;
    free = event.capacity - held;
  }
  if (free <= 0) return { offers: [], held };
  const waiting = await tx.waitingListEntry.findMany({
    where: { eventId, offerExpiresAt: null },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      userId: true,
      user: { select: memberFactsSelect(eventId) },
    },
  });
  const offers: MadeOffer[] = [];
  const offerExpiresAt = offerEndsAt(event, now);
  for (const entry of waiting) {
    if (free <= 0) break;
    // Places are counted above; here only the person's own rules count.
    if (ticketRefusal(event, memberFacts(entry.user), 0, now) !== null) continue;
    await tx.waitingListEntry.update({ where: { id: entry.id }, data: { offeredAt: now, offerExpiresAt } });
    offers.push({ entryId: entry.id, eventId, userId: entry.userId, offeredAt: now, offerExpiresAt });
    free -= 1;
  }
  return { offers, held: held + offers.length };
}
