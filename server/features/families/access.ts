import type { AppContext } from '../../context.js';
import { RecordNotFound } from '../../domain-errors.js';

/**
 * The child `childId` when `accountId` is one of their guardians; otherwise 404, so another family's
 * child is as unknown as one that does not exist.
 */
export async function guardedChild(
  { db }: Pick<AppContext, 'db'>,
  { accountId, childId }: { accountId: number; childId: number },
) {
  const link = await db.guardian.findFirst({
    where: { accountId, userId: childId, user: { deletedAt: null } },
    select: { id: true, user: { select: { id: true, name: true, managed: true, birthDate: true } } },
  });
  if (!link) throw new RecordNotFound();
  return { guardianId: link.id, ...link.user };
}

export type GuardedChild = Awaited<ReturnType<typeof guardedChild>>;
