import { channelName } from '../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, WAITING_LIST_CHANGED, type MemberNotice } from '../../../common/realtime/protocol.js';
import type { AppContext } from '../../context.js';
import { mailDateTime } from '../../mail/dates.js';
import { enqueueMails } from '../../mail/delivery.js';
import { waitingListOfferMessage } from '../../mail/messages/waiting-list-offer.js';
import {
  announcePlacesLeft,
  HOLDER_MAILBOX_SELECT,
  holderMailboxes,
  lockEventPlaces,
  toMailbox,
} from '../tickets/index.js';
import { minorsOn } from '../members/index.js';
import { removeFromList } from './added-places.js';
import { serveWaitingList, type MadeOffer } from './queue.js';

/** What making and announcing offers needs. */
export type OfferContext = Pick<AppContext, 'db' | 'statements' | 'dialect' | 'jobs' | 'logger' | 'realtime' | 'now'>;

/** Everyone with the event page open reloads their place in the queue; the payload names nobody. */
export function announceQueueChange({ realtime }: Pick<AppContext, 'realtime'>, eventId: number): void {
  realtime?.broadcast(channelName.event(eventId), WAITING_LIST_CHANGED, { eventId });
}

/**
 * After offers were made (and committed): each is mailed (a `waiting-list.offer` job) and told as a notice
 * to the person waiting and the guardians who act for them, on any page they have open.
 */
export async function announceOffers(context: OfferContext, offers: MadeOffer[]): Promise<void> {
  if (offers.length === 0) return;
  for (const offer of offers) {
    // One mail per offer: an offer made again (after the event was cancelled and published again) is
    // mailed again, even when it ends when the first did (both at the event's start).
    const made = `${offer.offeredAt.getTime()}:${offer.offerExpiresAt.getTime()}`;
    try {
      await context.jobs.enqueue(
        'waiting-list.offer',
        { entryId: offer.entryId },
        { key: `waiting-list-offer:${offer.entryId}:${made}` },
      );
    } catch (error) {
      // The offer is committed: the minute tick announces it (finishInterruptedOffers), and the change
      // that freed the place is not failed for it.
      context.logger.error(`Waiting-list offer ${offer.entryId} is left for the minute tick`, error);
      continue;
    }
    // Marked once queued, never before: an offer a crash left unmarked is announced by the minute tick
    // (finishInterruptedOffers), and its keyed job and mails reach the person once either way.
    await context.db.waitingListEntry.updateMany({
      where: { id: offer.entryId, offeredAt: offer.offeredAt },
      data: { offerMailedFor: offer.offeredAt },
    });
    const guardians = await context.db.guardian.findMany({
      where: { userId: offer.userId, accountId: { not: null }, user: minorsOn(context.now()) },
      select: { accountId: true },
    });
    const notice: MemberNotice = {
      message: 'A place is free for you on a waiting list: open the event to take it.',
      tone: 'success',
    };
    for (const id of [offer.userId, ...guardians.map(({ accountId }) => accountId!)]) {
      context.realtime?.broadcast(channelName.user(id), MEMBER_NOTICE_EVENT, notice);
    }
  }
  for (const eventId of new Set(offers.map((offer) => offer.eventId))) {
    // An offer holds its place: the places left on the public page go down.
    await announcePlacesLeft(context, eventId);
    announceQueueChange(context, eventId);
  }
}

/**
 * After places came free (a cancellation, a withdrawn consent, a raised capacity, an offer declined or
 * lapsed): offers them to the people waiting, under the event's lock, then tells them.
 */
export async function offerFreedPlaces(context: OfferContext, eventId: number): Promise<MadeOffer[]> {
  const offers = await context.db.$transaction(async (tx) => {
    await lockEventPlaces(tx, context.dialect, eventId);
    return (await serveWaitingList(tx, eventId, context.now())).offers;
  });
  await announceOffers(context, offers);
  return offers;
}

/**
 * After the rules changed for one person (their guardian's consent confirmed again): the lists they wait
 * on for events not started are served, as a place left free while nobody could take it may be theirs now.
 */
export async function offerPlacesWaitedFor(context: OfferContext, userId: number): Promise<void> {
  const entries = await context.db.waitingListEntry.findMany({
    where: { userId, offerExpiresAt: null, event: { startsAt: { gt: context.now() } } },
    select: { eventId: true },
  });
  for (const { eventId } of entries) await offerFreedPlaces(context, eventId);
}

/** The `waiting-list.offer` job: mails the offer unless it was taken, declined or lapsed meanwhile. */
export async function mailOffer(
  context: AppContext,
  { entryId, key }: { entryId: number; key: string },
): Promise<void> {
  const { db, config, jobs } = context;
  const entry = await db.waitingListEntry.findUnique({
    where: { id: entryId },
    select: {
      offerExpiresAt: true,
      user: { select: HOLDER_MAILBOX_SELECT },
      event: { select: { title: true, slug: true, startsAt: true } },
    },
  });
  if (!entry?.offerExpiresAt || entry.offerExpiresAt <= context.now()) return;
  const { user, event, offerExpiresAt } = entry;
  const url = new URL(`/events/${event.slug}`, config.appUrl).toString();
  const mails = holderMailboxes(user, key, context.now(), config).map((mailbox) => ({
    message: toMailbox(
      waitingListOfferMessage({
        appName: config.appName,
        to: mailbox.to,
        name: user.name,
        eventTitle: event.title,
        when: mailDateTime(event.startsAt),
        until: mailDateTime(offerExpiresAt),
        url,
      }),
      mailbox,
    ),
    key: mailbox.key,
  }));
  await enqueueMails(jobs, mails);
}

/**
 * Part of the minute tick: offers whose claim window has closed leave the list, and each place passes to
 * the next eligible person in line (a place added for an offer by hand goes instead; a crash between the
 * two is finished by finishInterruptedOffers). `only` narrows it to one person's offer at one event, for
 * them joining the list again before the tick. Answers whether any offer was passed on.
 */
export async function passOnLapsedOffers(
  context: OfferContext,
  only?: { eventId: number; userId: number },
): Promise<boolean> {
  const lapsed = await context.db.waitingListEntry.findMany({
    where: { ...only, offerExpiresAt: { lte: context.now() } },
    select: { id: true, eventId: true, userId: true, offerExpiresAt: true },
  });
  const events = new Set<number>();
  for (const entry of lapsed) {
    // Conditional on the same offer, so two ticks (or a claim at this moment) never act on it twice.
    if (!(await removeFromList(context, entry))) continue;
    events.add(entry.eventId);
    const notice: MemberNotice = {
      message: 'A waiting-list offer was not taken in time and went to the next person.',
      tone: 'error',
    };
    context.realtime?.broadcast(channelName.user(entry.userId), MEMBER_NOTICE_EVENT, notice);
  }
  for (const eventId of events) {
    await offerFreedPlaces(context, eventId);
    announceQueueChange(context, eventId);
  }
  return events.size > 0;
}
