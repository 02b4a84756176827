import type { Prisma } from '../../../db.js';
import { minorsOn } from '../age.js';

/**
 * A guardian's links to the children they may still act for on `day` (SPEC §10): a child who is not
 * deleted and is still a minor. On their 18th birthday the child is their own, so every right the link
 * gave (the family page, care, export, tickets, QR codes, door notices, copies of mail) ends with it.
 */
export const guardingLinks = (accountId: number, day: Date): Prisma.GuardianWhereInput => ({
  accountId,
  user: { deletedAt: null, ...minorsOn(day) },
});

/** The children a guardian may act for on `day`, as `guardingLinks` decides it. */
export const childrenOf = (accountId: number, day: Date): Prisma.UserWhereInput => ({
  deletedAt: null,
  ...minorsOn(day),
  guardians: { some: { accountId } },
});
