import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { queueSoon, type OutboxJob } from '../../jobs/outbox.js';
import { mailJob } from '../../mail/delivery.js';
import { verifyEmailMessage } from '../../mail/messages/verify-email.js';
import type { MailMessage } from '../../mail/transport.js';
import { checkEmailLink, emailHash, emailLinkPath, sameHex, type EmailLink } from './signed-link.js';

export { emailHash } from './signed-link.js';

export const VERIFICATION_LINK_MINUTES = 60;

const VERIFY_EMAIL = { purpose: 'verify-email', route: '/verify-email' };

/** The path (with query) of a signed verification link valid for 60 minutes from now. */
export function verificationPath(
  context: Pick<AppContext, 'config' | 'now'>,
  user: { id: number; email: string },
): string {
  const expires = Math.floor(context.now().getTime() / 1000) + VERIFICATION_LINK_MINUTES * 60;
  return emailLinkPath(context.config.sessionSecret, VERIFY_EMAIL, user, expires);
}

/** The mail with a verification link for the member's current address. */
export function verificationMessage(
  context: Pick<AppContext, 'config' | 'now'>,
  user: { id: number; email: string; name: string },
): MailMessage {
  const url = new URL(verificationPath(context, user), context.config.appUrl).toString();
  return verifyEmailMessage({
    appName: context.config.appName,
    to: user.email,
    name: user.name,
    url,
    minutes: VERIFICATION_LINK_MINUTES,
  });
}

/**
 * The verification mail of a new account, to write with the account (`queueAfterCommit`): a queue
 * refusing it then neither loses it nor fails the registration that made the account.
 */
export function newMemberVerificationJob(
  context: Pick<AppContext, 'config' | 'now'>,
  user: { id: number; email: string; name: string },
): OutboxJob | null {
  return mailJob(verificationMessage(context, user), `verify-new-member:${user.id}`);
}

/** The verification mail a member asks for again: a new link each time. */
export async function sendEmailVerification(
  context: AppContext,
  user: { id: number; email: string; name: string },
): Promise<void> {
  await queueSoon(context, mailJob(verificationMessage(context, user), `verify-again:${user.id}:${randomUUID()}`));
}

export type VerificationOutcome = 'verified' | 'already-verified' | 'invalid' | 'expired';

/**
 * Checks a link against the signed-in member and marks their address verified when it holds.
 * Nothing changes unless the signature, the expiry, the member and the current address all match.
 */
export async function verifyEmailLink(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  { userId, link }: { userId: number; link: EmailLink },
): Promise<VerificationOutcome> {
  const check = checkEmailLink(context.config.sessionSecret, VERIFY_EMAIL, userId, link, context.now());
  if (check !== 'valid') return check;
  const user = await context.db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { email: true, emailVerifiedAt: true },
  });
  if (!user || !sameHex(link.hash, emailHash(user.email))) return 'invalid';
  if (user.emailVerifiedAt) return 'already-verified';
  await context.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: context.now() } });
  return 'verified';
}
