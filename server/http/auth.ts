import type { NextFunction, Request, Response } from 'express';
import type { AuthUser } from '../../resources/types/shared.js';
import type { Database } from '../db.js';
import { findAuthUser } from '../features/auth/current-user.js';
import { HttpError } from './http-error.js';

declare module 'express-serve-static-core' {
  interface Locals {
    user: AuthUser | null;
  }
}

export function loadCurrentUser(db: Database) {
  return async function currentUser(req: Request, res: Response, next: NextFunction): Promise<void> {
    const id = req.session?.userId;
    res.locals.user = id ? await findAuthUser(db, id, req.session.sessionVersion ?? 0) : null;
    if (id && !res.locals.user) delete req.session.userId;
    next();
  };
}

export function requireAuth(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.user) return next();
  if (req.method === 'GET') req.session.intendedUrl = req.originalUrl;
  res.redirect('/login');
}

export function requireGuest(_req: Request, res: Response, next: NextFunction): void {
  if (res.locals.user) return res.redirect('/dashboard');
  next();
}

export function requirePermission(...anyOf: string[]) {
  return function permissionGuard(req: Request, res: Response, next: NextFunction): void {
    const user = res.locals.user;
    if (!user) return requireAuth(req, res, next);
    if (anyOf.some((name) => user.permissions.includes(name))) return next();
    next(new HttpError(403));
  };
}

/** Lets a member through once their e-mail is verified; guests go to log in, others to the notice. */
export function requireVerified(req: Request, res: Response, next: NextFunction): void {
  const user = res.locals.user;
  if (!user) return requireAuth(req, res, next);
  if (user.emailVerified) return next();
  res.redirect('/verify-email');
}
