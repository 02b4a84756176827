/** A guardian's place on a child: the first (position 0) and, perhaps, a second. */
export interface GuardianSeat {
  id: number;
  position: number;
  accountId: number | null;
}

export type RemovalRule = 'remove' | 'leave' | 'forbidden' | 'last-account';

/**
 * Who may take a guardian off a child (SPEC §10): the first guardian removes the second; the second
 * leaves, unless theirs is the only account left to act for a managed child. Nobody removes the first
 * here: the child replaces them in their settings, or the guardian unlinks or removes the child.
 */
export function removalRule(
  guardians: readonly GuardianSeat[],
  { acting, target, managed }: { acting: GuardianSeat; target: GuardianSeat; managed: boolean },
): RemovalRule {
  if (target.position === 0) return 'forbidden';
  if (target.id !== acting.id) return acting.position === 0 ? 'remove' : 'forbidden';
  const anotherAccount = guardians.some(({ id, accountId }) => id !== target.id && accountId !== null);
  return managed && !anotherAccount ? 'last-account' : 'leave';
}
