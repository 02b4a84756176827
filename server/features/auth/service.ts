import type { AppContext } from '../../context.js';
import argon2 from 'argon2';

/** argon2id, the library's defaults (64 MiB, 3 passes). */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// A real hash to compare against when the e-mail is unknown, so both answers take as long.
const UNKNOWN_USER_HASH = hashPassword('agora-unknown-user-placeholder');

/** The user's id when the e-mail and password match an active account, otherwise null. */
export async function verifyCredentials(
  { db }: Pick<AppContext, 'db'>,
  { email, password }: { email: string; password: string },
): Promise<number | null> {
  const user = await db.user.findFirst({
    where: { email, deletedAt: null, managed: false },
    select: { id: true, passwordHash: true },
  });
  const valid = await argon2.verify(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
  return user && valid ? user.id : null;
}

/** Whether the password is the active member's own. */
export async function isCurrentPassword(
  { db }: Pick<AppContext, 'db'>,
  { userId, password }: { userId: number; password: string },
): Promise<boolean> {
  const user = await db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { passwordHash: true } });
  return !!user && (await argon2.verify(user.passwordHash, password));
}
