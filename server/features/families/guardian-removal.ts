import type { AppContext } from '../../context.js';
import { flushOutbox, queueAfterCommit } from '../../jobs/outbox.js';
import { mailJob } from '../../mail/delivery.js';
import { guardianRemovedMessage } from '../../mail/messages/guardian-removed.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { offerPlacesWaitedFor } from '../waiting-list/index.js';
import type { GuardedChild } from './access.js';
import { removalRule } from './removal-rule.js';

export type GuardianRemoval = 'removed' | 'left' | 'not-found' | 'forbidden' | 'last-account';

/**
 * Takes a second guardian off the child (`removalRule`): the first guardian withdraws an invitation or
 * removes the second guardian (mailed a notice), or the second guardian leaves. The row goes, so their
 * account loses the child at once and their consent, or their "no", no longer counts.
 */
export async function removeSecondGuardian(
  context: AppContext,
  { actor, child, guardianId }: { actor: AuditActor; child: GuardedChild; guardianId: number },
): Promise<GuardianRemoval> {
  const outcome = await context.db.$transaction(async (tx) => {
    const guardians = await tx.guardian.findMany({
      where: { userId: child.id },
      select: {
        id: true,
        position: true,
        accountId: true,
        name: true,
        email: true,
        relationship: true,
        consentState: true,
      },
    });
    const target = guardians.find(({ id }) => id === guardianId);
    // The acting guardian's own link may have gone since the child was found (a removal at once).
    const acting = guardians.find(({ id }) => id === child.guardianId);
    if (!target || !acting) return { result: 'not-found' as const };
    const rule = removalRule(guardians, { acting, target, managed: child.managed });
    if (rule === 'forbidden' || rule === 'last-account') return { result: rule };
    const leaving = rule === 'leave';
    await tx.guardian.delete({ where: { id: target.id } });
    await recordAudit(tx, {
      actor,
      action: leaving ? 'family.guardian_left' : 'family.guardian_removed',
      subject: { type: 'user', id: child.id, label: child.name },
      before: { name: target.name, relationship: target.relationship, consentState: target.consentState },
    });
    if (leaving) return { result: 'left' as const };
    // Written with the removal, so a crash after the commit cannot lose the notice.
    const notice = mailJob(
      guardianRemovedMessage({
        appName: context.config.appName,
        to: target.email,
        guardianName: target.name,
        child: child.name,
        pending: target.consentState === 'pending',
        reason: 'removed',
      }),
      `guardian-removed:${target.id}`,
    );
    if (notice) await queueAfterCommit(tx, context.now(), notice);
    return { result: 'removed' as const, notice };
  });
  if (outcome.result !== 'removed' && outcome.result !== 'left') return outcome.result;
  if (outcome.result === 'removed' && outcome.notice) await flushOutbox(context, [outcome.notice]);
  // Their "no" may have been the one that stood: a place the child waits for may be theirs now.
  await offerPlacesWaitedFor(context, child.id);
  return outcome.result;
}
