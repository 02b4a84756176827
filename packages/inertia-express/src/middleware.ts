import type { NextFunction, Request, Response } from 'express';
import { InertiaResponse, type InertiaOptions } from './response.js';
import { redirectStatus } from './redirects.js';
import { isStaleVersion } from './version.js';

declare module 'express-serve-static-core' {
  interface Response {
    inertia: InertiaResponse;
  }
}

/** Sends a client holding stale assets for a full page load of the same URL. */
function answerStaleVersion(req: Request, res: Response): void {
  res.status(409).set('X-Inertia-Location', req.originalUrl).end();
}

/** Rewrites `res.redirect` so redirects after PUT/PATCH/DELETE use 303 and carry the next page's flags. */
function seeOtherAfterWrites(req: Request, res: Response): void {
  const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
  res.redirect = ((first: number | string, second?: number | string) => {
    const [status, url] = typeof first === 'number' ? [first, String(second)] : [302, first];
    res.inertia.beforeRedirect();
    redirect(redirectStatus(req.method, status), url);
  }) as Response['redirect'];
}

export function inertia(options: InertiaOptions) {
  return function inertiaMiddleware(req: Request, res: Response, next: NextFunction): void {
    res.inertia = new InertiaResponse(req, res, options);
    if (isStaleVersion(req.method, res.inertia.info, options.version())) {
      answerStaleVersion(req, res);
      return;
    }
    seeOtherAfterWrites(req, res);
    next();
  };
}
