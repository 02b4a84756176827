import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { actingUser } from '../audit/index.js';
import { emailLinkOf } from '../auth/index.js';
import { confirmEmailChange, type EmailChangeOutcome } from './email-change.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const MESSAGES: Record<EmailChangeOutcome, { success: string } | { error: string }> = {
  changed: { success: 'Your e-mail address is changed.' },
  invalid: { error: 'This link is not valid for your account, or the change was already made or replaced.' },
  expired: { error: 'This link has expired. Ask the organisation to enter the new address again.' },
  taken: { error: 'Another account uses this e-mail address now, so it cannot become yours.' },
};

/** The member's side of a change staff made: only the member, signed in, can make the new address theirs. */
export function emailChangeRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.emailChange, 'GET', async (req, res) => {
    const outcome = await confirmEmailChange(context, { actor: actingUser(req, res), link: emailLinkOf(req) });
    flash(req, MESSAGES[outcome]);
    res.redirect(urls.settings.profile());
  });
  return router;
}
