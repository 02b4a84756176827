import type { NextFunction, Request, Response } from 'express';
import { backUrl } from './validation.js';
import { urls } from '../../common/routes/index.js';

/** How long a password confirmation lasts (SPEC §4). */
export const PASSWORD_CONFIRMATION_MS = 3 * 60 * 60 * 1000;

export function confirmPassword(req: Request, now: Date): void {
  req.session.passwordConfirmedAt = now.getTime();
}

export function isPasswordRecentlyConfirmed(req: Request, now: Date, withinMs = PASSWORD_CONFIRMATION_MS): boolean {
  const confirmedAt = req.session.passwordConfirmedAt;
  return confirmedAt !== undefined && now.getTime() - confirmedAt < withinMs;
}

/**
 * Guards sensitive actions (deleting an account, admin changes to roles): without a confirmation in
 * the last 3 hours (or `withinMs`), the member is sent to confirm their password and brought back afterwards.
 */
export function requirePasswordConfirmation(now: () => Date, withinMs = PASSWORD_CONFIRMATION_MS) {
  return function passwordConfirmationGuard(req: Request, res: Response, next: NextFunction): void {
    if (isPasswordRecentlyConfirmed(req, now(), withinMs)) return next();
    sendToPasswordConfirmation(req, res);
  };
}

/** To the password confirmation, for an action that needs a recent one only in some cases. */
export function sendToPasswordConfirmation(req: Request, res: Response): void {
  // After confirming, a GET goes on to where it was headed; a form goes back to the page it was on.
  req.session.intendedUrl = req.method === 'GET' ? req.originalUrl : backUrl(req, '/dashboard');
  res.redirect(303, urls.password.confirm());
}
