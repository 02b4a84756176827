import { Router, type Request } from 'express';
import type { AppContext } from '../../../context.js';
import { offerCsrfToken } from '../../../http/csrf.js';
import { routesOn } from '../../../http/mount-routes.js';
import { clientAddress, createRateLimit } from '../../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../../http/validation.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { urls } from '../../../../common/routes/index.js';
import { LOGIN_PER_ADDRESS, LOGIN_PER_CLIENT } from '../login-throttle.js';
import { twoFactorChallengeSchema } from '../schemas.js';
import { signInMember } from '../sign-in.js';
import { passSecondFactor } from './service.js';

/** How long the password step holds: enough to open the app, short enough for a left laptop. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;

export function startTwoFactorChallenge(req: Request, now: Date, pending: { userId: number; remember: boolean }) {
  req.session.twoFactorPending = { ...pending, expiresAt: now.getTime() + TWO_FACTOR_PENDING_MS };
}

/** The member who passed the password step, while it holds; an expired step is forgotten. */
function pendingMember(req: Request, now: Date) {
  const pending = req.session.twoFactorPending;
  if (pending && pending.expiresAt > now.getTime()) return pending;
  delete req.session.twoFactorPending;
  return null;
}

const WRONG_CODE = 'This code is not valid. Enter the current code from your app, or an unused recovery code.';

/**
 * `/two-factor-challenge`: the second step of signing in. Throttled like the login, per pending member
 * (a million codes are few guesses) and per client; a code that passes signs the member in through
 * the one sign-in function, with the "remember me" given at the password step.
 */
export function twoFactorChallengeRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const perMember = createRateLimit(context, 'two-factor', LOGIN_PER_ADDRESS);
  const perClient = createRateLimit(context, 'two-factor-client', LOGIN_PER_CLIENT);

  on(ROUTES.twoFactorChallenge, 'GET', offerCsrfToken, async (req, res) => {
    if (!pendingMember(req, now())) return res.redirect(urls.login());
    await res.inertia.render('auth/TwoFactorChallenge');
  });

  on(ROUTES.twoFactorChallenge, 'POST', async (req, res) => {
    const pending = pendingMember(req, now());
    if (!pending) return res.redirect(urls.login());
    const member = String(pending.userId);
    const client = clientAddress(req);
    await perMember.consume(member);
    await perClient.consume(client);
    const { code } = validate(twoFactorChallengeSchema, req.body);
    if (!(await passSecondFactor(context, { userId: pending.userId, code })))
      throw new ValidationFailed({ code: WRONG_CODE });
    await perMember.reset(member);
    await perClient.refund(client);
    res.redirect(await signInMember(req, context, { userId: pending.userId, remember: pending.remember }));
  });

  return router;
}
