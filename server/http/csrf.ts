// csurf is archived and bundles cookie@0.4.0 (CVE-2024-47764, reachable only in its cookie mode,
// which we do not use): package.json `overrides` pins it to the fixed cookie the rest of the tree uses.
import csurf from 'csurf';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientAddress, createRateLimit, type RateLimit, type RateLimitStore } from './rate-limit.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// csurf in session mode: the secret lives in the session; the token goes out in the readable
// `XSRF-TOKEN` cookie and comes back in the `X-XSRF-TOKEN` header (the client library does this).
// csurf stores a secret in the session of every request it sees, so it only sees requests that
// already have a session, state changes, and the pages that offer a guest a form (offerCsrfToken):
// a guest who only reads, or a crawler, never gets a session written.
const protect = csurf({ value: (req) => String(req.headers['x-xsrf-token'] ?? '') });

/** Whether the request carries a stored session (anything besides the cookie settings). */
const hasSession = (req: Request) => Object.keys(req.session).some((key) => key !== 'cookie');

/** The error csurf itself raises for a missing or wrong token (answered with 419). */
const badToken = () => Object.assign(new Error('invalid csrf token'), { status: 403, code: 'EBADCSRFTOKEN' });

/** Hands out the CSRF token, storing its secret in the session (and so starting one for a guest). */
export function protectAndExpose(req: Request, res: Response, next: NextFunction): void {
  protect(req, res, (error?: unknown) => {
    if (error) return next(error);
    res.cookie(CSRF_COOKIE, req.csrfToken(), { sameSite: 'lax', secure: req.secure, path: '/' });
    next();
  });
}

/** Checks every state change and hands the token to every request that has a session. */
export function csrfProtection(): RequestHandler {
  return function csrf(req, res, next) {
    if (SAFE_METHODS.has(req.method)) return hasSession(req) ? protectAndExpose(req, res, next) : next();
    // No secret to compare with: refuse without storing one, so forged posts write no session either.
    if (!req.session.csrfSecret) return next(badToken());
    protectAndExpose(req, res, next);
  };
}

/**
 * How many sessions the guest forms may start for one client address: a class or a club behind one
 * address opening them in fresh browsers stays far below it, a script fetching them in a loop does not
 * fill the session store.
 */
export const GUEST_SESSIONS_PER_CLIENT = { points: 600, durationSeconds: 10 * 60 };

const guestSessionLimits = new WeakMap<RateLimitStore, RateLimit>();

/** One counter for every guest form of the app, whichever router offers it. */
function guestSessionLimit(store: RateLimitStore): RateLimit {
  let limit = guestSessionLimits.get(store);
  if (!limit) {
    limit = createRateLimit(store, 'guest-sessions', GUEST_SESSIONS_PER_CLIENT);
    guestSessionLimits.set(store, limit);
  }
  return limit;
}

/**
 * For the GET route of a page with a form a guest submits (login, registration, password reset):
 * starts the session that holds the CSRF secret and hands out the token, as every page does for a
 * request that already has a session. A session it starts counts against the client address's limit.
 */
export function offerCsrfToken(store: RateLimitStore): RequestHandler {
  const limit = guestSessionLimit(store);
  return async (req, res, next) => {
    if (!hasSession(req)) await limit.consume(clientAddress(req));
    protectAndExpose(req, res, next);
  };
}

export function isCsrfError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'EBADCSRFTOKEN';
}
