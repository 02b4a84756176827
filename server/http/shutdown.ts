import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { renderError } from './errors.js';
import { loggedPath } from './logged-path.js';

export interface ShutdownState {
  shuttingDown: boolean;
}

/**
 * While the server drains, requests still arriving on kept-alive connections get 503 and a closed
 * connection. That is the plan working, not a failure: it is logged as info.
 */
export function shuttingDownGuard(logger: Logger, state?: ShutdownState) {
  return async function shuttingDown(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (!state?.shuttingDown) return next();
    logger.info(`${req.method} ${loggedPath(req)}: 503, the server is stopping`);
    res.set('Connection', 'close').set('Retry-After', '5');
    await renderError(res, 503);
  };
}
