import type { Prisma } from '../../db.js';
import { childrenOf, isMinor } from '../members/index.js';

/**
 * Tickets a member may see and cancel: their own, and those of the children they are a guardian of
 * through their account while the child is a minor on `day` (SPEC §10). Anyone else's ticket is as
 * unknown as a missing one.
 */
export const heldByOrFor = (userId: number, day: Date): Prisma.TicketWhereInput => ({
  OR: [{ userId }, { user: childrenOf(userId, day) }],
});

/** What holderMailboxes needs of a ticket's holder. */
export const HOLDER_MAILBOX_SELECT = {
  email: true,
  managed: true,
  birthDate: true,
  guardians: {
    where: { accountId: { not: null } },
    orderBy: { position: 'asc' },
    select: { accountId: true, account: { select: { email: true } } },
  },
} satisfies Prisma.UserSelect;

type HolderMailboxRow = Prisma.UserGetPayload<{ select: typeof HOLDER_MAILBOX_SELECT }>;

/**
 * Where mail about a ticket goes (SPEC §10): the holder, unless a guardian manages them (no mailbox),
 * and, while the holder is a minor on `day`, each guardian who acts for them through an account. `key`
 * keeps every copy to one delivery.
 */
export function holderMailboxes(holder: HolderMailboxRow, key: string, day: Date): { to: string; key: string }[] {
  const own = holder.managed ? [] : [{ to: holder.email, key }];
  const acting = isMinor(holder.birthDate, day) ? holder.guardians : [];
  const guardians = acting.flatMap(({ accountId, account }) =>
    account ? [{ to: account.email, key: `${key}:guardian-account-${accountId}` }] : [],
  );
  return [...own, ...guardians];
}
