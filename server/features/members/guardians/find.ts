import type { AppContext } from '../../../context.js';
import type { Prisma } from '../../../db.js';
import { isMinor } from '../age.js';
import { tokenHash } from './tokens.js';

export const guardianLinkSelect = {
  id: true,
  userId: true,
  name: true,
  email: true,
  consentState: true,
  consentStateAt: true,
  consentTokenExpiresAt: true,
  revokeTokenHash: true,
  user: { select: { name: true, email: true, birthDate: true, deletedAt: true } },
} satisfies Prisma.GuardianSelect;

export type LinkedGuardian = Prisma.GuardianGetPayload<{ select: typeof guardianLinkSelect }>;

export type LinkLookup = { found: LinkedGuardian; expired: boolean; cameOfAge: boolean } | null;

/**
 * The guardian a consent link belongs to, whether it expired and whether the child has turned 18 since
 * it was mailed (then no consent is needed); null for a token we never issued (a forged or altered link)
 * or one replaced by a newer request.
 */
export async function byConsentToken(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  token: string,
): Promise<LinkLookup> {
  const now = clock();
  const found = await db.guardian.findUnique({
    where: { consentTokenHash: tokenHash(token) },
    select: guardianLinkSelect,
  });
  if (!found || found.user.deletedAt) return null;
  const { birthDate } = found.user;
  return {
    found,
    expired: !found.consentTokenExpiresAt || found.consentTokenExpiresAt <= now,
    cameOfAge: birthDate !== null && !isMinor(birthDate, now),
  };
}

/** The guardian a revoke link (from a later mail, never expiring) or a still valid consent link belongs to. */
export async function byRevokeToken(
  context: Pick<AppContext, 'db' | 'now'>,
  token: string,
): Promise<LinkedGuardian | null> {
  const revoking = await context.db.guardian.findUnique({
    where: { revokeTokenHash: tokenHash(token) },
    select: guardianLinkSelect,
  });
  if (revoking && !revoking.user.deletedAt) return revoking;
  const consenting = await byConsentToken(context, token);
  return consenting && !consenting.expired ? consenting.found : null;
}
