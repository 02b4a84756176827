import type { NextFunction, Request, Response } from 'express';
import type { ErrorStatus } from '../../common/types/shared.js';
import type { Logger } from '../logger.js';
import { isCsrfError } from './csrf.js';
import { takeOldInput } from './flash.js';
import { sessionCarry } from './session-carry.js';
import { ActionRefused, RecordNotFound } from '../domain-errors.js';
import { HttpError, TooManyRequests } from './http-error.js';
import { refusedBodyStatus } from './request-body.js';
import { loggedPath } from './logged-path.js';

export async function renderError(res: Response, status: ErrorStatus, extra: Record<string, unknown> = {}) {
  await res.inertia.render('Error', { status, ...extra }, status);
}

export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError(404));
}

/** Database drivers report an unreachable server with these codes: the site is unavailable, not broken. */
function isUnavailable(error: unknown): boolean {
  const text = String((error as { code?: unknown })?.code ?? '') + String((error as Error)?.message ?? '');
  return /ECONNREFUSED|P1001|P1017|ETIMEDOUT|database is locked|Can't reach database/i.test(text);
}

function statusFor(error: unknown): ErrorStatus {
  const refused = refusedBodyStatus(error);
  if (refused) return refused;
  if (error instanceof HttpError) return error.status;
  // The router could not decode a path parameter (`/events/%FF`): the address is malformed.
  if (error instanceof URIError) return 400;
  if (error instanceof RecordNotFound) return 404;
  if (error instanceof ActionRefused) return 403;
  if (isCsrfError(error)) return 419;
  if (isUnavailable(error)) return 503;
  return 500;
}

function extraProps(error: unknown): Record<string, unknown> {
  if (error instanceof HttpError) return error.extraProps;
  if (error instanceof ActionRefused) return { reason: error.reason };
  return {};
}

/** The last middleware: every failure becomes an `Error` page; details of the unexpected stay in the log. */
export function errorPages(logger: Logger) {
  return async function errorPage(error: unknown, req: Request, res: Response, next: NextFunction): Promise<void> {
    if (res.headersSent) return next(error);
    const status = statusFor(error);
    if (status >= 500) logger.error(`${req.method} ${loggedPath(req)} failed`, error);
    else if (refusedBodyStatus(error))
      logger.warn(`${req.method} ${loggedPath(req)} sent a body we refuse: ${(error as Error).message}`);
    if (error instanceof TooManyRequests) res.set('Retry-After', String(error.retryAfterSeconds));
    const extra = extraProps(error);
    try {
      await renderError(res, status, extra);
    } catch (renderFailure) {
      logger.error('The error page itself failed', renderFailure);
      // What the session carries for the next page may be what broke this one: it must not break the next.
      if (req.session) {
        takeOldInput(req);
        sessionCarry.take(req);
      }
      res.status(500).type('text').send('Internal Server Error');
    }
  };
}
