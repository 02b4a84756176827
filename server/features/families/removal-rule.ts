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

/**
 * Who may take a child off their family page (SPEC §10): anyone may unlink a child with an account of
 * their own; a managed child's profile (deleted, tickets cancelled) only the first guardian, or the only
 * guardian account left. A second guardian, invited by address, leaves instead: a mistaken invitation
 * must not let its holder erase the child.
 */
export function mayRemoveChild(
  guardians: readonly GuardianSeat[],
  { acting, managed }: { acting: GuardianSeat; managed: boolean },
): boolean {
  if (!managed || acting.position === 0) return true;
  return !guardians.some(({ id, accountId }) => id !== acting.id && accountId !== null);
}
