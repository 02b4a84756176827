import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { flushOutbox, queueAllAfterCommit } from '../../jobs/outbox.js';
import { mailJob } from '../../mail/delivery.js';
import { emailChangedNoticeMessage } from '../../mail/messages/email-change.js';
import { announceCancelled } from '../tickets/index.js';
import { isLastAdmin, lockAdmins } from '../users/index.js';
import { isCurrentPassword, verificationMessage } from '../auth/index.js';
import { birthDateText, dateOnly, isMinor } from '../members/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { childrenManagedOnlyBy, eraseMember, type CancelledTicket } from './erase-member.js';
import { presentProfile, profileSelect } from './presenter.js';
import type { ProfileInput } from './schemas.js';

export async function profileOf({ db }: Pick<AppContext, 'db'>, userId: number) {
  return presentProfile(
    await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: profileSelect }),
  );
}

export type ProfileUpdate = 'updated' | 'email-changed' | 'email-taken' | 'minor-stays-minor';

/**
 * Saves name, e-mail and birth date; a new address must be verified again, so it loses its verification
 * and gets a link. A birth date once given can be corrected but not removed: it decides whether a
 * member needs a guardian and which events they may attend. A minor corrects it only to another date
 * under 18: a date that made them an adult would take their tickets out of their guardian's consent.
 */
export async function updateProfile(
  context: AppContext,
  { actor, values: input }: { actor: AuditActor; values: ProfileInput },
): Promise<ProfileUpdate> {
  const { db } = context;
  const userId = actor.id;
  const current = await db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: { name: true, email: true, birthDate: true },
  });
  const today = context.now();
  if (input.birthDate && isMinor(current.birthDate, today) && !isMinor(dateOnly(input.birthDate), today))
    return 'minor-stays-minor';
  const emailChanged = current.email.toLowerCase() !== input.email;
  if (emailChanged && (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })))
    return 'email-taken';
  try {
    const mails = await db.$transaction(async (tx) => {
      const updated = await tx.user.update({
        where: { id: userId },
        data: {
          name: input.name,
          email: input.email,
          ...(input.birthDate ? { birthDate: dateOnly(input.birthDate) } : {}),
          // A reset link lying in the old mailbox must not take the account back from its new address.
          ...(emailChanged ? { emailVerifiedAt: null, passwordResetTokens: { deleteMany: {} } } : {}),
        },
        select: { id: true, name: true, email: true, birthDate: true },
      });
      // As staff edits are: the birth date decides whether consent is needed. Only changed fields are kept.
      await recordAudit(tx, {
        actor,
        action: 'user.self_updated',
        subject: { type: 'user', id: userId, label: updated.name },
        before: { name: current.name, email: current.email, birthDate: birthDateText(current.birthDate) },
        after: { name: updated.name, email: updated.email, birthDate: birthDateText(updated.birthDate) },
      });
      if (!emailChanged) return [];
      // Written with the new address: the old mailbox must hear of it even if the process dies after the
      // commit, and the request answers as usual when the queue refuses the mails.
      const change = `${userId}:${today.getTime()}`;
      const notice = emailChangedNoticeMessage({
        appName: context.config.appName,
        to: current.email,
        name: updated.name,
        newEmail: updated.email,
      });
      return queueAllAfterCommit(tx, today, [
        mailJob(verificationMessage(context, updated), `verify-changed-email:${change}`),
        mailJob(notice, `email-changed-notice:${change}`),
      ]);
    });
    await flushOutbox(context, mails);
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
  return emailChanged ? 'email-changed' : 'updated';
}

/**
 * Deletes the account when the password is right (see eraseMember for what stays), with the children
 * this member alone manages; every event concerned then announces its freed places.
 */
export type AccountDeletion = 'deleted' | 'wrong-password' | 'last-admin';

export async function deleteAccount(
  context: AppContext,
  { userId, password }: { userId: number; password: string },
): Promise<AccountDeletion> {
  const { db } = context;
  if (!(await isCurrentPassword({ db }, { userId, password }))) return 'wrong-password';
  // Under the admins' lock, so two admins deleting their accounts at once cannot both pass the check.
  const deletion = await db.$transaction(
    async (tx): Promise<{ outcome: AccountDeletion; cancelled: CancelledTicket[] }> => {
      await lockAdmins(tx, context.dialect);
      if (await isLastAdmin(tx, userId)) return { outcome: 'last-admin', cancelled: [] };
      const now = context.now();
      const cancelled: CancelledTicket[] = [];
      for (const childId of await childrenManagedOnlyBy(tx, userId))
        cancelled.push(...(await eraseMember(tx, childId, now)));
      cancelled.push(...(await eraseMember(tx, userId, now)));
      return { outcome: 'deleted', cancelled };
    },
  );
  await announceCancelled(context, deletion.cancelled);
  return deletion.outcome;
}
