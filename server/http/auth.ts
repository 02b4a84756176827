import type { NextFunction, Request, Response } from 'express';
import type { PermissionName } from '../../common/permissions.js';
import type { AuthUser } from '../../common/types/shared.js';
import type { AppContext } from '../context.js';
import { currentMember } from '../features/members/index.js';
import { canAny, defineGuard, holdsAny } from './authorization.js';
import { flash } from './flash.js';
import { HttpError } from './http-error.js';
import { localPath } from './local-path.js';
import { urls } from '../../common/routes/index.js';

declare module 'express-serve-static-core' {
  interface Locals {
    user: AuthUser | null;
  }
}

/**
 * The signed-in member on every request (`res.locals.user`); a session that finds nobody is signed out.
 * A member's pages are kept in the browser's history encrypted, under a key that signing out replaces
 * (`clearHistory`), so Back on a shared computer cannot show them to the next person.
 */
export function loadCurrentUser(context: Pick<AppContext, 'db' | 'keptReads' | 'now'>) {
  return async function currentUser(req: Request, res: Response, next: NextFunction): Promise<void> {
    const id = req.session?.userId;
    res.locals.user = id ? await currentMember(context, id, req.session.sessionVersion ?? 0) : null;
    if (id && !res.locals.user) delete req.session.userId;
    if (res.locals.user) res.inertia.encryptHistory();
    next();
  };
}

export const requireAuth = defineGuard(
  { kind: 'auth' },
  function requireAuth(req: Request, res: Response, next: NextFunction): void {
    if (res.locals.user) return next();
    if (req.method === 'GET') req.session.intendedUrl = req.originalUrl;
    res.redirect(urls.login());
  },
);

export const requireGuest = defineGuard(
  { kind: 'guest' },
  function requireGuest(_req: Request, res: Response, next: NextFunction): void {
    if (res.locals.user) return res.redirect(urls.dashboard());
    next();
  },
);

const UNVERIFIED_REASON =
  'Permissions act only for a verified e-mail address. Verify your address from the link we sent you, then try again.';

/** Lets a signed-in user through when they hold at least one of the permissions; 403 otherwise. */
export function requirePermission(...anyOf: PermissionName[]) {
  return defineGuard(
    { kind: 'permission', anyOf },
    function permissionGuard(req: Request, res: Response, next: NextFunction): void {
      const user = res.locals.user;
      if (!user) return requireAuth(req, res, next);
      if (canAny(user, anyOf)) return next();
      if (holdsAny(user, anyOf)) return sendToTwoFactorSetup(req, res);
      next(new HttpError(403, user.emailVerified ? {} : { reason: UNVERIFIED_REASON }));
    },
  );
}

export const TWO_FACTOR_REQUIRED =
  'Two-factor sign-in is required for your role. Turn it on here; once it is on, you can go on to the page you wanted.';

/**
 * A member holding a permission that needs two-factor sign-in (users, roles, care information) who has
 * not turned it on: to the settings page that turns it on, with the reason. The page a GET wanted is
 * remembered (a local path only, never another site) and offered once two-factor is on.
 */
export function sendToTwoFactorSetup(req: Request, res: Response): void {
  flash(req, { error: TWO_FACTOR_REQUIRED });
  if (req.method === 'GET') {
    const wanted = localPath(req.originalUrl);
    if (wanted) req.session.twoFactorReturnTo = wanted;
  }
  res.redirect(req.method === 'GET' ? 302 : 303, urls.settings.twoFactor());
}

/** The page the member was sent away from to turn two-factor on, forgotten as it is read. */
export function takeTwoFactorReturn(req: Request): string | null {
  const wanted = localPath(req.session.twoFactorReturnTo);
  delete req.session.twoFactorReturnTo;
  return wanted ?? null;
}

/** Lets a member through once their e-mail is verified; guests go to log in, others to the notice. */
export const requireVerified = defineGuard(
  { kind: 'verified' },
  function requireVerified(req: Request, res: Response, next: NextFunction): void {
    const user = res.locals.user;
    if (!user) return requireAuth(req, res, next);
    if (user.emailVerified) return next();
    res.redirect(urls.verification.notice());
  },
);

/** For the verification notice and resend: verified members have nothing to do there. */
export const requireUnverified = defineGuard(
  { kind: 'unverified' },
  function requireUnverified(req: Request, res: Response, next: NextFunction): void {
    const user = res.locals.user;
    if (!user) return requireAuth(req, res, next);
    if (user.emailVerified) return res.redirect(urls.dashboard());
    next();
  },
);
