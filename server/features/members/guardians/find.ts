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

/** Why a consent link no longer asks anything: it expired, or its request is pending for a child now 18. */
export type ClosedLink = 'expired' | 'of-age';

export type LinkLookup = { found: LinkedGuardian; closed: ClosedLink | null } | null;

/**
 * The guardian a consent link belongs to, and why it no longer asks anything, if so (an adult needs no
 * consent: the child's request is closed once they turn 18); null for a token we never issued (a forged
 * or altered link) or one replaced by a newer request.
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
  const expired = !found.consentTokenExpiresAt || found.consentTokenExpiresAt <= now;
  const cameOfAge = birthDate !== null && !isMinor(birthDate, now) && found.consentState === 'pending';
  return { found, closed: expired ? 'expired' : cameOfAge ? 'of-age' : null };
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
  return consenting && consenting.closed !== 'expired' ? consenting.found : null;
}
