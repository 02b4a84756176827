import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../../context.js';
import { noteSeen } from './browser-sessions.js';

/** After `loadCurrentUser`: moves the signed-in session's "last seen" (at most once a minute). */
export function noteBrowserSessions(context: Pick<AppContext, 'db' | 'now'>) {
  return async function lastSeen(req: Request, res: Response, next: NextFunction): Promise<void> {
    const user = res.locals.user;
    if (user && req.sessionID) await noteSeen(context, req, user.id);
    next();
  };
}
