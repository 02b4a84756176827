import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { emailLinkOf } from './signed-link.js';
import { sendEmailVerification, verifyEmailLink, type VerificationOutcome } from './email-verification.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const REFUSALS: Record<Exclude<VerificationOutcome, 'verified' | 'already-verified'>, string> = {
  invalid: 'This verification link is not valid for your account. Request a new one below.',
  expired: 'This verification link has expired. Request a new one below.',
};

export function verificationRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  const resends = createRateLimit(context, 'verification-resend', { points: 6, durationSeconds: 60 });

  on(ROUTES.verification.notice, 'GET', async (_req, res) => {
    await res.inertia.render('auth/VerifyEmail', { email: res.locals.user!.email });
  });

  on(ROUTES.verification.verify, 'GET', async (req, res) => {
    const outcome = await verifyEmailLink(context, { userId: res.locals.user!.id, link: emailLinkOf(req) });
    if (outcome === 'verified') flash(req, { success: 'Your e-mail address is verified.' });
    if (outcome === 'verified' || outcome === 'already-verified') return res.redirect(urls.dashboard());
    flash(req, { error: REFUSALS[outcome] });
    res.redirect(urls.verification.notice());
  });

  on(ROUTES.verification.send, 'POST', async (req, res) => {
    const user = res.locals.user!;
    await resends.consume(String(user.id));
    await sendEmailVerification(context, user);
    flash(req, { success: 'A new verification link has been sent to your e-mail address.' });
    res.redirect(urls.verification.notice());
  });

  return router;
}
