import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './http-error.js';

export interface ShutdownState {
  shuttingDown: boolean;
}

/** While the server drains, requests still arriving on kept-alive connections get 503 and a closed connection. */
export function shuttingDownGuard(state?: ShutdownState) {
  return function shuttingDown(_req: Request, res: Response, next: NextFunction): void {
    if (!state?.shuttingDown) return next();
    res.set('Connection', 'close').set('Retry-After', '5');
    next(new HttpError(503));
  };
}
