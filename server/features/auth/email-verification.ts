import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { verifyEmailMessage } from '../../mail/messages/verify-email.js';
import { sameHex, sign } from './signed-link.js';

export const VERIFICATION_LINK_MINUTES = 60;

/** The hash segment of a link: it changes with the address, so a changed e-mail voids older links. */
export const emailHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

const signature = (secret: string, id: number, hash: string, expires: number) =>
  sign(secret, ['verify-email', String(id), hash, String(expires)]);

/** The path (with query) of a signed verification link valid for 60 minutes from now. */
export function verificationPath(context: Pick<AppContext, 'config' | 'now'>, user: { id: number; email: string }): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(context.now().getTime() / 1000) + VERIFICATION_LINK_MINUTES * 60;
  const query = new URLSearchParams({ expires: String(expires), signature: signature(context.config.sessionSecret, user.id, hash, expires) });
  return `/verify-email/${user.id}/${hash}?${query.toString()}`;
}

export async function sendEmailVerification(context: AppContext, user: { id: number; email: string; name: string }): Promise<void> {
  const url = new URL(verificationPath(context, user), context.config.appUrl).toString();
  await context.mailer.send(
    verifyEmailMessage({ appName: context.config.appName, to: user.email, name: user.name, url, minutes: VERIFICATION_LINK_MINUTES }),
  );
}

export type VerificationOutcome = 'verified' | 'already-verified' | 'invalid' | 'expired';

export interface VerificationLink {
  id: string;
  hash: string;
  expires: unknown;
  signature: unknown;
}

/**
 * Checks a link against the signed-in member and marks their address verified when it holds.
 * Nothing changes unless the signature, the expiry, the member and the current address all match.
 */
export async function verifyEmailLink(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  userId: number,
  link: VerificationLink,
): Promise<VerificationOutcome> {
  if (typeof link.expires !== 'string' || typeof link.signature !== 'string' || !/^\d{1,12}$/.test(link.expires)) return 'invalid';
  const expires = Number(link.expires);
  if (link.id !== String(userId)) return 'invalid';
  if (!sameHex(link.signature, signature(context.config.sessionSecret, userId, link.hash, expires))) return 'invalid';
  if (expires * 1000 <= context.now().getTime()) return 'expired';
  const user = await context.db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { email: true, emailVerifiedAt: true } });
  if (!user || !sameHex(link.hash, emailHash(user.email))) return 'invalid';
  if (user.emailVerifiedAt) return 'already-verified';
  await context.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: context.now() } });
  return 'verified';
}
