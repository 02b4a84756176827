import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../../config.js';
import type { Prisma } from '../../../db.js';
import type { Footnote } from '../../../mail/message.js';
import { revokePath, tokenHash } from './tokens.js';

/** What a guardian's revoke link is made from. */
export const REVOKE_LINK_SELECT = {
  id: true,
  consentState: true,
  consentStateAt: true,
  revokeTokenHash: true,
} satisfies Prisma.GuardianSelect;

type RevokeLinkFields = Prisma.GuardianGetPayload<{ select: typeof REVOKE_LINK_SELECT }>;

/**
 * The revoke token of one confirmed consent, derived from the server's secret rather than drawn, so that
 * every later mail to the guardian can carry the link again (SPEC §10) while only its hash is stored. A
 * new consent state has a new time, so the link of a consent withdrawn or replaced opens nothing.
 */
export function revokeToken(secret: string, guardian: { id: number; consentStateAt: Date }): string {
  return createHmac('sha256', secret)
    .update(`guardian-revoke:${guardian.id}:${guardian.consentStateAt.getTime()}`)
    .digest('base64url');
}

/**
 * The closing line of a mail to a guardian with their revoke link, while their consent stands; null
 * otherwise. A consent given before links were derived keeps only the link its receipt carried.
 */
export function revokeFootnote(
  config: Pick<AppConfig, 'sessionSecret' | 'appUrl'>,
  guardian: RevokeLinkFields,
  child: string,
): Footnote | null {
  if (guardian.consentState !== 'confirmed' || !guardian.revokeTokenHash) return null;
  const token = revokeToken(config.sessionSecret, guardian);
  if (tokenHash(token) !== guardian.revokeTokenHash) return null;
  return {
    text: `You get this mail as ${child}'s guardian. To withdraw your consent to their taking part:`,
    url: new URL(revokePath(token), config.appUrl).toString(),
  };
}
