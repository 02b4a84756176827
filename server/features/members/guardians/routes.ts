import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { offerCsrfToken } from '../../../http/csrf.js';
import { flash } from '../../../http/flash.js';
import { HttpError } from '../../../http/http-error.js';
import { clientAddress } from '../../../http/rate-limit.js';
import { validate } from '../../../http/validation.js';
import { mayBeGuardian } from '../guardian-age.js';
import { presentClosedLink, presentConsentPage } from './consent-page.js';
import { decideConsent, type SignedInGuardian } from './decide.js';
import { byConsentToken, byRevokeToken } from './find.js';
import { revokeConsent } from './revoke.js';
import { consentPath, revokePath } from './tokens.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { routesOn } from '../../../http/mount-routes.js';

const decisionSchema = z.strictObject({ decision: z.enum(['confirm', 'decline'], 'Choose confirm or decline.') });

/** A token as we issue them (43 base64url characters); anything else is a link we never sent. */
function linkToken(req: Request): string {
  const token = String(req.params.token);
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404);
  return token;
}

/** A verified adult member answering while signed in (only they can be linked as the child's guardian). */
async function signedInGuardian(context: AppContext, res: Response): Promise<SignedInGuardian | null> {
  const user = res.locals.user;
  if (!user?.emailVerified || !(await mayBeGuardian(context, user.id))) return null;
  return { id: user.id, email: user.email };
}

const DECIDED = {
  confirmed: 'Thank you: your consent is recorded. We sent you a receipt with a link to withdraw it at any time.',
  declined: 'Your answer is recorded: you declined.',
} as const;

const REFUSED = {
  'already-answered': 'This request has already been answered.',
  expired: 'This link has expired, so nothing was recorded.',
  'of-age': 'The member is 18 now and no longer needs a guardian’s consent, so nothing was recorded.',
  'by-the-child': 'Your guardian answers this request, not you, so nothing was recorded.',
} as const;

/** The guardian's side of consent (SPEC §10): public pages reached by mailed links, no account needed. */
export function guardianConsentRoutes(context: AppContext): Router {
  const { config } = context;
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.guardianConsent.show, 'GET', offerCsrfToken(context), async (req, res) => {
    const token = linkToken(req);
    const link = await byConsentToken(context, token);
    if (!link) throw new HttpError(404);
    await res.inertia.render(
      'guardian/Consent',
      link.closed
        ? presentClosedLink(link.found, config.appName, link.closed)
        : presentConsentPage(link.found, token, config.appName, 'consent', await signedInGuardian(context, res)),
    );
  });

  on(ROUTES.guardianConsent.show, 'POST', async (req, res) => {
    const token = linkToken(req);
    const { decision } = validate(decisionSchema, req.body);
    const outcome = await decideConsent(context, {
      token,
      decision,
      address: clientAddress(req),
      account: await signedInGuardian(context, res),
      answeredBy: res.locals.user?.id ?? null,
    });
    if (outcome === 'not-found') throw new HttpError(404);
    if (outcome === 'confirmed' || outcome === 'declined') flash(req, { success: DECIDED[outcome] });
    else flash(req, { error: REFUSED[outcome] });
    res.redirect(303, consentPath(token));
  });

  on(ROUTES.guardianConsent.revoke, 'GET', offerCsrfToken(context), async (req, res) => {
    const token = linkToken(req);
    const found = await byRevokeToken(context, token);
    if (!found) throw new HttpError(404);
    await res.inertia.render('guardian/Consent', presentConsentPage(found, token, config.appName, 'revoke', null));
  });

  on(ROUTES.guardianConsent.revoke, 'POST', async (req, res) => {
    const token = linkToken(req);
    const outcome = await revokeConsent(context, { token, address: clientAddress(req) });
    if (outcome === 'not-found') throw new HttpError(404);
    flash(
      req,
      outcome === 'revoked'
        ? { success: 'Your consent is withdrawn. Tickets for events that have not started were cancelled.' }
        : { error: 'There is no confirmed consent to withdraw.' },
    );
    res.redirect(303, revokePath(token));
  });

  return router;
}
