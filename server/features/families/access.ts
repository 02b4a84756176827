import type { AppContext } from '../../context.js';
import { RecordNotFound } from '../../domain-errors.js';
import { guardingLinks } from '../members/index.js';

/**
 * The child `childId` when `accountId` is one of their guardians and the child is still a minor by the
 * app's clock; otherwise 404, so another family's child, or one come of age, is as unknown as one that
 * does not exist.
 */
export async function guardedChild(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  { accountId, childId }: { accountId: number; childId: number },
) {
  const link = await db.guardian.findFirst({
    where: { ...guardingLinks(accountId, now()), userId: childId },
    select: { id: true, user: { select: { id: true, name: true, managed: true, birthDate: true } } },
  });
  if (!link) throw new RecordNotFound();
  return { guardianId: link.id, ...link.user };
}

export type GuardedChild = Awaited<ReturnType<typeof guardedChild>>;
