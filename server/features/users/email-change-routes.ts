import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireAuth } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { actingUser } from '../audit/index.js';
import { emailLinkOf } from '../auth/index.js';
import { confirmEmailChange, type EmailChangeOutcome } from './email-change.js';

const MESSAGES: Record<EmailChangeOutcome, { success: string } | { error: string }> = {
  changed: { success: 'Your e-mail address is changed.' },
  invalid: { error: 'This link is not valid for your account, or the change was already made or replaced.' },
  expired: { error: 'This link has expired. Ask the organisation to enter the new address again.' },
  taken: { error: 'Another account uses this e-mail address now, so it cannot become yours.' },
};

/** The member's side of a change staff made: only the member, signed in, can make the new address theirs. */
export function emailChangeRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/email-change/:id/:hash', requireAuth, async (req, res) => {
    const outcome = await confirmEmailChange(context, actingUser(req, res), emailLinkOf(req));
    flash(req, MESSAGES[outcome]);
    res.redirect('/settings/profile');
  });
  return router;
}
