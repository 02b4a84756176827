import type { Prisma } from '../../db.js';
import { anonymiseMemberInAudit, recordAudit } from '../audit/index.js';
import { eraseTwoFactor } from '../auth/index.js';
import { eraseCareInfo } from '../care/index.js';
import { vacateGuardianSeats } from '../members/index.js';
import { eraseDoorNames } from '../scanner/index.js';

export type CancelledTicket = { id: number; eventId: number };

/**
 * Empties a member's row of personal data inside the caller's transaction (their own account deletion,
 * or a guardian removing a child they manage). The row stays because tickets, check-ins and posts point
 * at it; active tickets (but one its holder is inside on) are cancelled and returned, so the caller can announce their freed places after
 * the commit. The address becomes a placeholder (it may register again) and no password matches.
 */
export async function eraseMember(tx: Prisma.TransactionClient, userId: number, now: Date): Promise<CancelledTicket[]> {
  // A ticket whose holder is inside right now stays active: the door still counts them (against the
  // location's hard limit too), lists them as still inside, and lets them out with it.
  const cancellable = { userId, status: 'active', inside: false } as const;
  const activeTickets = await tx.ticket.findMany({ where: cancellable, select: { id: true, eventId: true } });
  await tx.ticket.updateMany({ where: cancellable, data: { status: 'cancelled', activeEventId: null } });
  // Answers to an event's questions may say something personal (a diet, a size): they go with the rest.
  await tx.ticket.updateMany({ where: { userId, answers: { not: '{}' } }, data: { answers: '{}' } });
  // Off every waiting list; an offer they held lapses now, so the next tick passes it on.
  await tx.waitingListEntry.deleteMany({ where: { userId, offerExpiresAt: null } });
  await tx.waitingListEntry.updateMany({ where: { userId }, data: { offerExpiresAt: now } });
  await tx.waitingListEntry.updateMany({ where: { addedById: userId }, data: { addedById: null } });
  await tx.guardian.deleteMany({ where: { userId } });
  await vacateGuardianSeats(tx, userId);
  await tx.authorisedAdult.deleteMany({ where: { childId: userId } });
  await eraseCareInfo(tx, userId);
  await eraseDoorNames(tx, userId);
  await tx.passwordResetToken.deleteMany({ where: { userId } });
  await eraseTwoFactor(tx, userId);
  // Its passkeys would sign nobody in (the account is gone), but their public keys go with the rest.
  await tx.passkey.deleteMany({ where: { userId } });
  await tx.userRole.deleteMany({ where: { userId } });
  await tx.session.deleteMany({ where: { userId } });
  await tx.browserSession.deleteMany({ where: { userId } });
  await tx.eventMessageRecipient.deleteMany({ where: { userId } });
  await tx.user.update({
    where: { id: userId },
    data: {
      name: '',
      email: `deleted-${userId}@deleted.invalid`,
      emailVerifiedAt: null,
      pendingEmail: null,
      passwordHash: '!deleted',
      birthDate: null,
      phone: null,
      postCodeId: null,
      calendarToken: null,
      managed: false,
      deletedAt: now,
    },
  });
  await anonymiseMemberInAudit(tx, userId);
  // Only the fact remains: nobody's name, address or account is tied to it.
  await recordAudit(tx, { actor: null, action: 'account.deleted', subject: { type: 'user', id: userId } });
  return activeTickets;
}

/**
 * The children a guardian manages alone: when the guardian's account goes, nobody could reach them
 * (they have no login or mailbox), so they are erased with it.
 */
export async function childrenManagedOnlyBy(tx: Prisma.TransactionClient, accountId: number): Promise<number[]> {
  const children = await tx.user.findMany({
    where: { managed: true, deletedAt: null, guardians: { some: { accountId } } },
    select: { id: true, guardians: { where: { accountId: { not: null } }, select: { accountId: true } } },
  });
  return children
    .filter(({ guardians }) => guardians.every((guardian) => guardian.accountId === accountId))
    .map(({ id }) => id);
}
