import type { Prisma } from '../../db.js';

/**
 * A member deleted their account: what they did stays as an anonymous trace (no actor, no address),
 * and entries about them lose the personal data they held. The only change ever made to the log.
 */
export async function anonymiseMemberInAudit(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  await tx.auditEntry.updateMany({ where: { actorId: userId }, data: { actorId: null, clientAddress: null } });
  await tx.auditEntry.updateMany({
    where: { subjectType: 'user', subjectId: userId },
    data: { subjectLabel: '', before: null, after: null },
  });
  // Entries about them by someone without an account (a guardian's consent by link) lose the address too.
  await tx.auditEntry.updateMany({
    where: { subjectType: 'user', subjectId: userId, actorId: null },
    data: { clientAddress: null },
  });
}
