import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db.js';
import { recordAudit } from '../audit/index.js';
import { placesHeld } from '../events/index.js';
import { lockEventPlaces } from '../tickets/index.js';

/**
 * A place an organiser added for an offer by hand goes again now that the offer ended untaken, so it is
 * offered to nobody they did not pick. Only a place still free goes: the capacity never drops below the
 * tickets and open offers the event holds. The caller holds the event's lock and ended the offer in the
 * same transaction, so no taking or serving of the list saw the place free in between.
 */
async function removeAddedPlace(tx: Prisma.TransactionClient, eventId: number, now: Date): Promise<void> {
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { capacity: true, title: true } });
  if (event.capacity === null) return;
  const { issued = 0, offered = 0 } = (await placesHeld(tx, [eventId])).get(eventId) ?? {};
  if (issued + offered >= event.capacity) return;
  await tx.event.update({ where: { id: eventId }, data: { capacity: event.capacity - 1 } });
  await recordAudit(tx, {
    actor: null,
    action: 'event.waiting_list_place_removed',
    subject: { type: 'event', id: eventId, label: event.title },
    before: { capacity: event.capacity },
    after: { capacity: event.capacity - 1 },
    at: now,
  });
}

/**
 * Takes an entry off the event's waiting list under the event's lock: with `offerExpiresAt`, only while it
 * still holds that offer (so a lapsed offer ends once). An offer that ends here was not taken (a taking
 * removes its own entry), so a place added for it by hand goes again in the same transaction. Returns
 * whether the entry held an offer, or null when it was already gone (or its offer had changed).
 */
export async function removeFromList(
  context: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  entry: { id: number; eventId: number; offerExpiresAt?: Date | null },
): Promise<{ offered: boolean } | null> {
  return context.db.$transaction(async (tx) => {
    await lockEventPlaces(tx, context.dialect, entry.eventId);
    const removed = await tx.waitingListEntry.findFirst({
      where: { id: entry.id, ...(entry.offerExpiresAt === undefined ? {} : { offerExpiresAt: entry.offerExpiresAt }) },
      select: { offerExpiresAt: true, addedPlace: true },
    });
    if (!removed) return null;
    await tx.waitingListEntry.delete({ where: { id: entry.id } });
    if (removed.addedPlace) await removeAddedPlace(tx, entry.eventId, context.now());
    return { offered: removed.offerExpiresAt !== null };
  });
}
