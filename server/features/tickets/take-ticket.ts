import type { TicketAnswers } from '../../../common/questions.js';
import type { TicketRefusal } from '../../../common/types/member-tickets.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { flushOutbox, queueAfterCommit, type OutboxJob } from '../../jobs/outbox.js';
import { announceTicket } from './announcements.js';
import { eventRulesSelect } from '../events/index.js';
import { memberFacts, memberFactsSelect, ticketRefusal } from './eligibility.js';
import { lockEventPlaces } from './event-lock.js';
import { announceOffers, announceQueueChange, serveWaitingList, type MadeOffer } from '../waiting-list/index.js';
import { signTicketCode, ticketKeys } from './ticket-codes.js';

export type TakeTicketOutcome = { taken: { ticketId: number } } | { refused: TicketRefusal };

/**
 * The outcome, the offers made to people waiting on the way, whether the taker left the queue, and the
 * confirmation mail's job, written with the ticket.
 */
interface TicketTaking {
  outcome: TakeTicketOutcome;
  offers: MadeOffer[];
  leftQueue: boolean;
  confirmation?: OutboxJob;
}

/**
 * Issues the member a ticket for the event when every rule allows it, with never more active tickets
 * than places however many members ask at once. PostgreSQL: the event row is locked (FOR UPDATE), so
 * takers of one event count and insert one after another. SQLite: the driver adapter runs interactive
 * transactions one at a time on its single connection (a mutex around BEGIN…COMMIT), which gives the
 * same order. The unique (user, active event) index refuses a second ticket from a double submit.
 * Places held by waiting-list offers are not free, except the taker's own offer, which this claims.
 * `answers` are the event's questions answered, already checked against them.
 */
export async function takeTicket(
  context: AppContext,
  { userId, eventId, answers = {} }: { userId: number; eventId: number; answers?: TicketAnswers },
): Promise<TakeTicketOutcome> {
  const { db, dialect } = context;
  const code = signTicketCode(await ticketKeys(context), eventId);
  const now = context.now();
  // What the transaction did is returned from it, not kept outside: a transaction run again after a
  // deadlock, or undone by a double submit, must leave no offers of its own behind to announce.
  const { outcome, offers, leftQueue, confirmation } = await db
    .$transaction(async (tx): Promise<TicketTaking> => {
      await lockEventPlaces(tx, dialect, eventId);
      // People waiting come first: a place freed a moment ago is theirs before this taker counts it, and
      // the taker counts with the places held as the list was served (see serveWaitingList).
      const { offers, held } = await serveWaitingList(tx, eventId, now);
      // A guardian revoking at this moment waits for this ticket and then cancels it, or this taker
      // waits for the revocation and reads it (PostgreSQL; SQLite runs these one at a time anyway).
      await dialect.lockForUpdate(() => tx.$queryRaw`SELECT id FROM "Guardian" WHERE "userId" = ${userId} FOR SHARE`);
      const [event, member, ownOffer] = await Promise.all([
        tx.event.findUniqueOrThrow({ where: { id: eventId }, select: eventRulesSelect }),
        tx.user.findUniqueOrThrow({ where: { id: userId }, select: memberFactsSelect(eventId) }),
        // Offers are made under the lock, so an open one of the taker's was counted in `held`.
        tx.waitingListEntry.count({ where: { eventId, userId, offerExpiresAt: { gt: now } } }),
      ]);
      const refused = ticketRefusal(event, memberFacts(member), held - ownOffer, now);
      if (refused) return { outcome: { refused }, offers, leftQueue: false };
      const ticket = await tx.ticket.create({
        data: { eventId, userId, code, activeEventId: eventId, answers: JSON.stringify(answers) },
        select: { id: true },
      });
      // A claimed offer (or a place found free while waiting) ends the wait.
      const leftQueue = (await tx.waitingListEntry.deleteMany({ where: { eventId, userId } })).count > 0;
      const confirmation = await queueAfterCommit(tx, now, {
        name: 'tickets.confirmation',
        data: { ticketId: ticket.id },
        key: `ticket-confirmation:${ticket.id}`,
      });
      return { outcome: { taken: { ticketId: ticket.id } }, offers, leftQueue, confirmation };
    })
    .catch((error: unknown): TicketTaking => {
      if (isUniqueViolation(error)) return { outcome: { refused: 'alreadyHeld' }, offers: [], leftQueue: false };
      throw error;
    });
  if (confirmation) await flushOutbox(context, [confirmation]);
  await announceOffers(context, offers);
  if ('taken' in outcome) {
    const ticket = { id: outcome.taken.ticketId, eventId };
    await announceTicket(context, 'TicketIssued', ticket);
    if (leftQueue) announceQueueChange(context, eventId);
  }
  return outcome;
}
