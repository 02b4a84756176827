import { MAX_GUARDIANS } from '../../../common/guardian-consent.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { flushOutbox, queueAfterCommit } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { consentRequestJob } from '../members/index.js';
import type { GuardianInput } from '../settings/index.js';
import type { GuardedChild } from './access.js';

export type GuardianInvitation = 'invited' | 'full' | 'already-guardian';

/**
 * A guardian names the child's second guardian, who is asked for their own consent by mail like the
 * first (pending until they answer; their "no" stands for the child until they change it). The request
 * is written with the invitation (an outbox job), so a crash after the commit cannot lose it.
 */
export async function inviteGuardian(
  context: Pick<AppContext, 'db' | 'jobs' | 'logger' | 'now'>,
  { actor, child, values: input }: { actor: AuditActor; child: GuardedChild; values: GuardianInput },
): Promise<GuardianInvitation> {
  const outcome = await context.db
    .$transaction(async (tx) => {
      const guardians = await tx.guardian.findMany({
        where: { userId: child.id },
        select: { position: true, email: true },
      });
      if (guardians.some(({ email }) => email.toLowerCase() === input.email)) return 'already-guardian' as const;
      if (guardians.length >= MAX_GUARDIANS) return 'full' as const;
      const taken = new Set(guardians.map(({ position }) => position));
      const position = [...Array(MAX_GUARDIANS).keys()].find((free) => !taken.has(free))!;
      const { id } = await tx.guardian.create({
        data: { userId: child.id, position, invitedById: child.guardianId, ...input },
        select: { id: true },
      });
      await recordAudit(tx, {
        actor,
        action: 'family.guardian_invited',
        subject: { type: 'user', id: child.id, label: child.name },
        after: { name: input.name, email: input.email, relationship: input.relationship },
      });
      return queueAfterCommit(tx, context.now(), consentRequestJob(id));
    })
    // Two invitations at once for the last free place: the unique position lets one in.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'full' as const;
      throw error;
    });
  if (typeof outcome === 'string') return outcome;
  await flushOutbox(context, [outcome]);
  return 'invited';
}

/** Whether this guardian is told (notice and mail) when the child is checked in or out at the door. */
export async function setDoorNotices(
  { db }: Pick<AppContext, 'db'>,
  { actor, child, doorNotices }: { actor: AuditActor; child: GuardedChild; doorNotices: boolean },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.guardian.update({ where: { id: child.guardianId }, data: { doorNotices } });
    await recordAudit(tx, {
      actor,
      action: 'family.door_notices_changed',
      subject: { type: 'user', id: child.id, label: child.name },
      after: { doorNotices },
    });
  });
}
