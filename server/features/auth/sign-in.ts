import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { recordSignIn } from '../sessions/index.js';

export const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));

/**
 * Starts a fresh session (new id, against fixation) for the member, remembering their session version, and
 * lists it among their browser sessions. Every way of signing in (login, registration) goes through here.
 */
export async function signIn(req: Request, context: Pick<AppContext, 'db' | 'now'>, userId: number): Promise<void> {
  const { db } = context;
  const { sessionVersion } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { sessionVersion: true },
  });
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.sessionVersion = sessionVersion;
  await recordSignIn(context, req, userId);
}
