import type { AppContext } from '../../context.js';
import { hashPassword, isCurrentPassword } from '../auth/index.js';
import type { PasswordInput } from './schemas.js';

/**
 * Replaces the password when the current one is given correctly, ends the member's other sessions
 * (anyone who knew the old password is signed out) and cancels the reset links mailed before (whoever
 * reads the member's mail must not undo the change). Returns the new session version for the session
 * that made the change, or null (and nothing changed) when the current password is wrong.
 */
export async function changePassword(
  { db, realtime }: Pick<AppContext, 'db' | 'realtime'>,
  { userId, values: input }: { userId: number; values: PasswordInput },
): Promise<number | null> {
  if (!(await isCurrentPassword({ db }, { userId, password: input.current_password }))) return null;
  const { sessionVersion } = await db.user.update({
    where: { id: userId },
    data: {
      passwordHash: await hashPassword(input.password),
      sessionVersion: { increment: 1 },
      passwordResetTokens: { deleteMany: {} },
    },
    select: { sessionVersion: true },
  });
  // The sockets of the sessions just ended must not keep their private channels; this session's own
  // sockets reconnect and authorise theirs again.
  realtime?.dropMembers([userId]);
  return sessionVersion;
}
