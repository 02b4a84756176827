import { channelName } from '../../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from '../../../../common/realtime/protocol.js';
import type { AppContext } from '../../../context.js';
import { flushOutbox, queueAfterCommit } from '../../../jobs/outbox.js';
import { mailJob } from '../../../mail/delivery.js';
import { consentRevokedMessage } from '../../../mail/messages/guardian-consent.js';
import { recordAudit } from '../../audit/index.js';
import { isMinor } from '../age.js';
import { announceCancelled } from '../../tickets/index.js';
import { offerFreedPlaces, removeFromList } from '../../waiting-list/index.js';
import { byRevokeToken } from './find.js';

export type RevokeOutcome = 'revoked' | 'not-found' | 'not-confirmed';

/**
 * The guardian withdraws a confirmed consent. In one transaction: the state becomes revoked (only from
 * confirmed, so a double submit revokes once) and the minor's tickets for events that have not started
 * (and at which they are still under 18) are cancelled, but for those the door let in already, and their
 * open waiting-list offers for such events withdrawn, and the mail telling the minor written (an outbox job).
 * Then every event concerned announces its freed place and offers it to the next person waiting, and the
 * minor sees a notice on their open pages.
 */
export async function revokeConsent(
  context: AppContext,
  { token, address }: { token: string; address: string },
): Promise<RevokeOutcome> {
  const { db, config } = context;
  const now = context.now();
  const found = await byRevokeToken(context, token);
  if (!found) return 'not-found';
  const revoked = await db.$transaction(async (tx) => {
    const { count } = await tx.guardian.updateMany({
      where: { id: found.id, consentState: 'confirmed' },
      data: { consentState: 'revoked', consentStateAt: now, consentAddress: address, consentMethod: 'link' },
    });
    if (count === 0) return null;
    const future = await tx.ticket.findMany({
      // A ticket the door let in is used (cancel-ticket.ts): the minor is, or was, there, and stays counted.
      where: { userId: found.userId, status: 'active', checkedInAt: null, event: { startsAt: { gt: now } } },
      select: { id: true, eventId: true, event: { select: { title: true, startsAt: true } } },
    });
    const tickets = future.filter((ticket) => isMinor(found.user.birthDate, ticket.event.startsAt));
    await tx.ticket.updateMany({
      where: { id: { in: tickets.map((ticket) => ticket.id) }, status: 'active', checkedInAt: null },
      data: { status: 'cancelled', activeEventId: null },
    });
    // An open waiting-list offer would hold a place the minor can no longer take: withdrawn with the
    // tickets, and passed on below. One whose place an organiser added by hand is withdrawn after the
    // commit, under the event's lock, which takes that place away again (a taking holds the lock and
    // waits for the guardian row this transaction holds, so the lock is not taken here); until then the
    // minor cannot claim it, the consent being revoked.
    const offers = await tx.waitingListEntry.findMany({
      where: { userId: found.userId, offerExpiresAt: { not: null }, event: { startsAt: { gt: now } } },
      select: { id: true, eventId: true, addedPlace: true, event: { select: { startsAt: true } } },
    });
    const withdrawn = offers.filter((offer) => isMinor(found.user.birthDate, offer.event.startsAt));
    await tx.waitingListEntry.deleteMany({
      where: { id: { in: withdrawn.filter((offer) => !offer.addedPlace).map((offer) => offer.id) } },
    });
    await recordAudit(tx, {
      actor: null,
      action: 'guardian.consent_revoked',
      subject: { type: 'user', id: found.userId, label: found.user.name },
      before: { consentState: 'confirmed' },
      after: { consentState: 'revoked', consentMethod: 'link', cancelledTickets: tickets.map((ticket) => ticket.id) },
      at: now,
    });
    // The minor's mail is written with the revocation, so a crash after the commit cannot lose it.
    const mail = mailJob(
      consentRevokedMessage({
        appName: config.appName,
        to: found.user.email,
        name: found.user.name,
        cancelledEvents: tickets.map((ticket) => ticket.event.title),
        settingsUrl: new URL('/settings/guardian', config.appUrl).toString(),
      }),
      `guardian-consent-revoked:${found.id}:${now.getTime()}`,
    );
    if (mail) await queueAfterCommit(tx, now, mail);
    return { tickets, withdrawn, mail };
  });
  if (!revoked) return 'not-confirmed';
  if (revoked.mail) await flushOutbox(context, [revoked.mail]);
  const cancelled = revoked.tickets;
  await announceCancelled(context, cancelled);
  for (const offer of revoked.withdrawn.filter(({ addedPlace }) => addedPlace)) await removeFromList(context, offer);
  for (const eventId of new Set(revoked.withdrawn.map((offer) => offer.eventId)))
    await offerFreedPlaces(context, eventId);
  const notice: MemberNotice = {
    message:
      cancelled.length > 0
        ? `Your guardian withdrew their consent, so ${cancelled.length} of your tickets were cancelled.`
        : 'Your guardian withdrew their consent: you cannot take tickets for now.',
    tone: 'error',
  };
  context.realtime?.broadcast(channelName.user(found.userId), MEMBER_NOTICE_EVENT, notice);
  return 'revoked';
}
