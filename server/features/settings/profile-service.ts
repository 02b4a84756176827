import type { AppContext } from '../../context.js';
import { flushOutbox } from '../../jobs/outbox.js';
import { announceCancelled } from '../tickets/index.js';
import { requestEmailChange, isLastAdmin, lockAdmins } from '../users/index.js';
import { isCurrentPassword } from '../auth/index.js';
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

export type ProfileUpdate = 'updated' | 'email-pending' | 'email-taken' | 'minor-stays-minor';

/**
 * Saves name and birth date; a new address waits, as one staff typed does, until the member confirms it
 * from the link mailed there (requestEmailChange): until then the account keeps its verified address. A
 * birth date once given can be corrected but not removed: it decides whether a member needs a guardian
 * and which events they may attend. A minor corrects it only to another date under 18: a date that made
 * them an adult would take their tickets out of their guardian's consent.
 */
export async function updateProfile(
  context: AppContext,
  { actor, values: input }: { actor: AuditActor; values: ProfileInput },
): Promise<ProfileUpdate> {
  const { db } = context;
  const userId = actor.id;
  const current = await db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: { name: true, email: true, pendingEmail: true, birthDate: true },
  });
  const today = context.now();
  if (input.birthDate && isMinor(current.birthDate, today) && !isMinor(dateOnly(input.birthDate), today))
    return 'minor-stays-minor';
  const emailChanged = current.email.toLowerCase() !== input.email;
  if (emailChanged && (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })))
    return 'email-taken';
  const mails = await db.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: userId },
      data: {
        name: input.name,
        ...(emailChanged ? { pendingEmail: input.email } : {}),
        ...(input.birthDate ? { birthDate: dateOnly(input.birthDate) } : {}),
      },
      select: { name: true, birthDate: true },
    });
    const subject = { type: 'user', id: userId, label: updated.name } as const;
    // As staff edits are: the birth date decides whether consent is needed. Only changed fields are kept.
    await recordAudit(tx, {
      actor,
      action: 'user.self_updated',
      subject,
      before: { name: current.name, birthDate: birthDateText(current.birthDate) },
      after: { name: updated.name, birthDate: birthDateText(updated.birthDate) },
    });
    if (!emailChanged) return [];
    // The link and the old mailbox's notice are written with the pending address, so they survive a
    // crash after the commit, and the request answers as usual when the queue refuses them.
    const member = { id: userId, name: updated.name, email: current.email, pendingEmail: current.pendingEmail };
    return requestEmailChange(tx, context, { actor, member, newEmail: input.email, requestedBy: 'member' });
  });
  await flushOutbox(context, mails);
  return emailChanged ? 'email-pending' : 'updated';
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
