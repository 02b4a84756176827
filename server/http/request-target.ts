import type { NextFunction, Request, Response } from 'express';

/**
 * Every page, file and API of the site has an address that begins with `/`. Another request target
 * (`OPTIONS *`, an absolute URL meant for a proxy) is refused before the session and CSRF middleware,
 * which only know paths.
 */
export function pathTargetsOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.url.startsWith('/')) return next();
  res.status(400).type('text/plain').send('Bad request target');
}
