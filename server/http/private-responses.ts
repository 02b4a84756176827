import type { NextFunction, Request, Response } from 'express';

/**
 * What a signed-in member or a door volunteer is sent (care details, a child's guardians, the names at
 * the door) must not stay in the disk cache of a shared office or door computer. A route that wants a
 * private cache revalidated by its ETag (the door list) sets its own header after this one.
 */
export function privateResponses(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.user || req.session?.doorPass) res.setHeader('Cache-Control', 'private, no-store');
  next();
}
