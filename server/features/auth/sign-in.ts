import type { Request } from 'express';
import type { Database } from '../../db.js';

/** How long "remember me" keeps the member signed in. */
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));

/** Starts a fresh session (new id, against fixation) for the member, remembering their session version. */
export async function signIn(req: Request, db: Database, userId: number): Promise<void> {
  const { sessionVersion } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { sessionVersion: true },
  });
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.sessionVersion = sessionVersion;
}

/**
 * The end of every way of signing in (a password, a passkey): a fresh session for the member, kept 30
 * days with "remember me", and the page a guard sent them away from. Returns where to go next.
 */
export async function completeSignIn(
  req: Request,
  db: Database,
  { userId, remember }: { userId: number; remember: boolean },
): Promise<string> {
  const intended = req.session.intendedUrl;
  await signIn(req, db, userId);
  if (remember) req.session.cookie.maxAge = REMEMBER_MS;
  return intended ?? '/dashboard';
}
