import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { urls } from '../../../common/routes/index.js';
import { recordSignIn } from '../sessions/index.js';

/** How long "remember me" keeps a session (otherwise it ends a day unused). */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));

/**
 * THE place where a member becomes signed in, whatever proved who they are (a password, then a second
 * factor when they have one; a passkey; a new registration). It starts a fresh session (a new id,
 * against fixation) holding the member and their session version, applies "remember me", lists the
 * session among the member's browser sessions (with the passkey that signed it in, if one did), and answers where to go next: the page a guard sent them
 * away from, or the dashboard.
 */
export async function signInMember(
  req: Request,
  context: Pick<AppContext, 'db' | 'now'>,
  { userId, remember = false, passkeyId = null }: { userId: number; remember?: boolean; passkeyId?: number | null },
): Promise<string> {
  const intended = req.session.intendedUrl;
  const { sessionVersion } = await context.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { sessionVersion: true },
  });
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.sessionVersion = sessionVersion;
  if (remember) req.session.cookie.maxAge = REMEMBER_MS;
  await recordSignIn(context, req, userId, passkeyId);
  return intended ?? urls.dashboard();
}
