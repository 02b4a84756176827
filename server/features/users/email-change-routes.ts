import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import {
  isPasswordRecentlyConfirmed,
  requirePasswordConfirmation,
  sendToPasswordConfirmation,
} from '../../http/password-confirmation.js';
import { actingUser } from '../audit/index.js';
import { emailLinkOf } from '../auth/index.js';
import { signOutEverywhereElse } from '../sessions/index.js';
import { confirmEmailChange, emailChangeToConfirm, type EmailChangeOutcome } from './email-change.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const MESSAGES: Record<EmailChangeOutcome, { success: string } | { error: string }> = {
  changed: { success: 'Your e-mail address is changed. Your other devices are signed out.' },
  invalid: { error: 'This link is not valid for your account, or the change was already made or replaced.' },
  expired: { error: 'This link has expired. Enter the new address again in your profile, or ask the organisation to.' },
  taken: { error: 'Another account uses this e-mail address now, so it cannot become yours.' },
};

/**
 * The member's side of a new address, typed by staff or by the member. Loading the link only shows the
 * new address: a browser can be lured to a link, and whoever typed the address may own its mailbox. The
 * member's own POST, CSRF-checked and behind a recent password confirmation, makes the address theirs.
 */
export function emailChangeRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const tell = (req: Request, outcome: EmailChangeOutcome) => flash(req, MESSAGES[outcome]);

  on(ROUTES.emailChange, 'GET', async (req, res) => {
    const change = await emailChangeToConfirm(context, { userId: res.locals.user!.id, link: emailLinkOf(req) });
    if (typeof change === 'string') {
      tell(req, change);
      return res.redirect(urls.settings.profile());
    }
    // Asked before the page, so its one button makes the change.
    if (!isPasswordRecentlyConfirmed(req, now())) return sendToPasswordConfirmation(req, res);
    await res.inertia.render('auth/ConfirmEmailChange', change);
  });

  on(ROUTES.emailChange, 'POST', requirePasswordConfirmation(now), async (req, res) => {
    const outcome = await confirmEmailChange(context, { actor: actingUser(req, res), link: emailLinkOf(req) });
    // Whoever used the account under its old address (a reset link sent there) is signed out.
    if (outcome === 'changed') await signOutEverywhereElse(context, req, res.locals.user!.id);
    tell(req, outcome);
    res.redirect(303, urls.settings.profile());
  });
  return router;
}
