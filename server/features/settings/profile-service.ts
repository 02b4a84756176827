import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { anonymiseMemberInAudit, recordAudit } from '../audit/index.js';
import { eraseCareInfo } from '../care/index.js';
import { announceCancelled } from '../tickets/cancel-ticket.js';
import { isLastAdmin, lockAdmins } from '../users/admins.js';
import { sendEmailVerification } from '../auth/email-verification.js';
import { isCurrentPassword } from '../auth/service.js';
import { dateOnly } from './birth-date.js';
import { presentProfile, profileSelect } from './presenter.js';
import type { ProfileInput } from './schemas.js';

export async function profileOf(db: Database, userId: number) {
  return presentProfile(
    await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: profileSelect }),
  );
}

export type ProfileUpdate = 'updated' | 'email-changed' | 'email-taken';

/**
 * Saves name, e-mail and birth date; a new address must be verified again, so it loses its verification
 * and gets a link. A birth date once given can be corrected but not removed: it decides whether a
 * member needs a guardian and which events they may attend.
 */
export async function updateProfile(context: AppContext, userId: number, input: ProfileInput): Promise<ProfileUpdate> {
  const { db } = context;
  const current = await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: { email: true } });
  const emailChanged = current.email.toLowerCase() !== input.email;
  if (emailChanged && (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })))
    return 'email-taken';
  try {
    const user = await db.user.update({
      where: { id: userId },
      data: {
        name: input.name,
        email: input.email,
        ...(input.birthDate ? { birthDate: dateOnly(input.birthDate) } : {}),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      },
      select: { id: true, name: true, email: true },
    });
    if (emailChanged) await sendEmailVerification(context, user);
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
  return emailChanged ? 'email-changed' : 'updated';
}

/**
 * Deletes the account when the password is right. The row stays, emptied of personal data, because
 * tickets, check-ins and posts point at it: the door's log and event counts keep their history, posts
 * stay online with the author shown as deleted. Active tickets are cancelled so their places free up.
 * The address becomes a placeholder, so the member may register again with it; the password hash is
 * replaced by a value no password matches (and deleted accounts cannot log in at all).
 */
export type AccountDeletion = 'deleted' | 'wrong-password' | 'last-admin';

export async function deleteAccount(context: AppContext, userId: number, password: string): Promise<AccountDeletion> {
  const { db } = context;
  if (!(await isCurrentPassword(db, userId, password))) return 'wrong-password';
  const activeTickets = await db.ticket.findMany({
    where: { userId, status: 'active' },
    select: { id: true, eventId: true },
  });
  // Under the admins' lock, so two admins deleting their accounts at once cannot both pass the check.
  const outcome = await db.$transaction(async (tx): Promise<AccountDeletion> => {
    await lockAdmins(tx, context.dbProvider);
    if (await isLastAdmin(tx, userId)) return 'last-admin';
    await tx.ticket.updateMany({
      where: { userId, status: 'active' },
      data: { status: 'cancelled', activeEventId: null },
    });
    await tx.guardian.deleteMany({ where: { userId } });
    await eraseCareInfo(tx, userId);
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.userRole.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.eventMessageRecipient.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        name: '',
        email: `deleted-${userId}@deleted.invalid`,
        emailVerifiedAt: null,
        passwordHash: '!deleted',
        birthDate: null,
        phone: null,
        postCodeId: null,
        calendarToken: null,
        deletedAt: context.now(),
      },
    });
    await anonymiseMemberInAudit(tx, userId);
    // Only the fact remains: nobody's name, address or account is tied to it.
    await recordAudit(tx, { actor: null, action: 'account.deleted', subject: { type: 'user', id: userId } });
    return 'deleted';
  });
  if (outcome === 'deleted') await announceCancelled(context, activeTickets);
  return outcome;
}
