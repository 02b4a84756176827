// csurf is archived and bundles cookie@0.4.0 (CVE-2024-47764, reachable only in its cookie mode,
// which we do not use): package.json `overrides` pins it to the fixed cookie the rest of the tree uses.
import csurf from 'csurf';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * csurf in session mode: the secret lives in the session; the token goes out in the readable
 * `XSRF-TOKEN` cookie and comes back in the `X-XSRF-TOKEN` header (the client library does this).
 */
export function csrfProtection() {
  const protect = csurf({ value: (req) => String(req.headers['x-xsrf-token'] ?? '') });
  return [
    protect,
    function exposeCsrfToken(req: Request, res: Response, next: NextFunction) {
      res.cookie(CSRF_COOKIE, req.csrfToken(), { sameSite: 'lax', secure: req.secure, path: '/' });
      next();
    },
  ];
}

export function isCsrfError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'EBADCSRFTOKEN';
}
