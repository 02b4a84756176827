import type { Request } from 'express';
import type { Database } from '../../db.js';

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
