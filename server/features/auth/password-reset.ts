import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../mail/delivery.js';
import { resetPasswordMessage } from '../../mail/messages/reset-password.js';
import { hashPassword } from './service.js';
import { removeUnprovenSignInMethods } from './unproven-sign-in-methods.js';

export const RESET_LINK_MINUTES = 60;
/**
 * A link younger than this is kept: asking again sends nothing. It paces the replacement of a member's
 * link (which a mail bomber would otherwise do with every request) at the per-address request limit,
 * 3 per 15 minutes, in the database, where it holds even without Redis across several processes.
 */
export const RESET_LINK_INTERVAL_MINUTES = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a reset link when the address belongs to an active member; unknown addresses get no mail. Runs
 * as a job (`auth.password-reset`), so the request that asked answers the same either way. Only the
 * token's hash is stored.
 */
export async function sendPasswordResetLink(context: AppContext, email: string): Promise<void> {
  const user = await context.db.user.findFirst({
    where: { email, deletedAt: null, managed: false },
    select: { id: true, name: true, email: true },
  });
  if (!user) return;
  const now = context.now();
  const freshSince = new Date(now.getTime() - RESET_LINK_INTERVAL_MINUTES * 60_000);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  // Only the newest link works: asking again replaces the earlier token, unless that one is still fresh.
  const replaced = await context.db.$transaction(async (tx) => {
    if (await tx.passwordResetToken.count({ where: { userId: user.id, createdAt: { gt: freshSince } } })) return false;
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now },
    });
    return true;
  });
  if (!replaced) return;
  const path = `/reset-password/${token}?${new URLSearchParams({ email: user.email }).toString()}`;
  await enqueueMail(
    context.jobs,
    resetPasswordMessage({
      appName: context.config.appName,
      to: user.email,
      name: user.name,
      url: new URL(path, context.config.appUrl).toString(),
      minutes: RESET_LINK_MINUTES,
    }),
    `password-reset:${hashToken(token)}`,
  );
}

/**
 * Sets the new password when the token is unused, unexpired and was issued for this address; uses up
 * every reset token of the member and ends all their sessions. Null when the token does not hold;
 * otherwise the names of the member's passkeys, which a reset of a verified account leaves (see README,
 * Security), and whether an unverified account's sign-in methods were removed.
 */
export async function resetPassword(
  context: Pick<AppContext, 'db' | 'now' | 'realtime'>,
  input: { token: string; email: string; password: string },
): Promise<{ passkeys: string[]; unprovenMethodsRemoved: boolean } | null> {
  const { db } = context;
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    select: {
      id: true,
      expiresAt: true,
      user: { select: { id: true, email: true, emailVerifiedAt: true, deletedAt: true } },
    },
  });
  if (!row || row.expiresAt <= context.now() || row.user.email !== input.email || row.user.deletedAt) return null;
  const passwordHash = await hashPassword(input.password);
  // Deleting the token first, and only if it is still there, keeps two simultaneous uses from both succeeding.
  const reset = await db.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.deleteMany({ where: { id: row.id } });
    if (count === 0) return null;
    await tx.passwordResetToken.deleteMany({ where: { userId: row.user.id } });
    await tx.user.update({ where: { id: row.user.id }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await tx.session.deleteMany({ where: { userId: row.user.id } });
    await tx.browserSession.deleteMany({ where: { userId: row.user.id } });
    const unprovenMethodsRemoved = !row.user.emailVerifiedAt && (await removeUnprovenSignInMethods(tx, row.user.id));
    const passkeys = await tx.passkey.findMany({ where: { userId: row.user.id }, orderBy: { id: 'asc' } });
    return { passkeys: passkeys.map((passkey) => passkey.name), unprovenMethodsRemoved };
  });
  // Every session ended: their sockets lose their private channels too.
  if (reset) context.realtime?.dropMembers([row.user.id]);
  return reset;
}

/** Deletes the links past their expiry (`forgetExpiredRecords` does this): a used-up link is deleted at once. */
export async function forgetExpiredResetLinks({ db, now }: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  await db.passwordResetToken.deleteMany({ where: { expiresAt: { lte: now() } } });
}
