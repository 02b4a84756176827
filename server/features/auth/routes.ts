import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { offerCsrfToken } from '../../http/csrf.js';
import { flash } from '../../http/flash.js';
import { confirmPassword } from '../../http/password-confirmation.js';
import { clientAddress, createRateLimit, limitRequests, signedInMember } from '../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { confirmPasswordSchema, loginSchema } from './schemas.js';
import { createLoginThrottle } from './login-throttle.js';
import { isCurrentPassword, verifyCredentials } from './service.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { registerRoutes } from './register-routes.js';
import { registerStepsRoutes } from './register-steps/routes.js';
import { createRegistrationLimit } from './registration-limit.js';
import { takeStatus } from './session-fields.js';
import { regenerateSession, signInMember } from './sign-in.js';
import { hasTwoFactor } from './two-factor/service.js';
import { twoFactorChallenge } from './two-factor/challenge-routes.js';
import { verificationRoutes } from './verification-routes.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

/** Password guesses behind a signed-in session (a borrowed or stolen one): as many as at the login. */
export const CONFIRM_PASSWORD_LIMIT = { points: 5, durationSeconds: 60 };

export function authRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const registrations = createRegistrationLimit(context);
  const challenge = twoFactorChallenge(context);
  router.use(
    registerRoutes(context, registrations),
    registerStepsRoutes(context, registrations),
    verificationRoutes(context),
    passwordResetRoutes(context),
    challenge.routes,
  );
  const loginThrottle = createLoginThrottle(context);
  const passwordConfirmations = createRateLimit(context, 'confirm-password', CONFIRM_PASSWORD_LIMIT);

  on(ROUTES.login, 'GET', offerCsrfToken(context), async (req, res) => {
    await res.inertia.render('auth/Login', takeStatus(req));
  });

  on(ROUTES.login, 'POST', async (req, res) => {
    const input = validate(loginSchema, req.body);
    const client = clientAddress(req);
    await loginThrottle.attempt(input.email, client);
    const userId = await verifyCredentials(context, { email: input.email, password: input.password });
    if (!userId) throw new ValidationFailed({ email: 'These credentials do not match our records.' });
    await loginThrottle.succeeded(input.email, client);
    if (await hasTwoFactor(context, userId))
      return res.redirect(await challenge.start(req, { userId, remember: input.remember }));
    res.redirect(await signInMember(req, context, { userId, remember: input.remember }));
  });

  on(ROUTES.password.confirm, 'GET', async (_req, res) => {
    await res.inertia.render('auth/ConfirmPassword');
  });

  on(ROUTES.password.confirm, 'POST', limitRequests(passwordConfirmations, signedInMember), async (req, res) => {
    const { password } = validate(confirmPasswordSchema, req.body);
    if (!(await isCurrentPassword(context, { userId: res.locals.user!.id, password }))) {
      throw new ValidationFailed({ password: 'The password is incorrect.' });
    }
    await passwordConfirmations.reset(signedInMember(req, res));
    confirmPassword(req, now());
    const intended = req.session.intendedUrl ?? '/dashboard';
    delete req.session.intendedUrl;
    res.redirect(intended);
  });

  on(ROUTES.logout, 'POST', async (req, res) => {
    const member = res.locals.user;
    await regenerateSession(req);
    // The page left open must not keep hearing the member's private channels: their sockets reconnect,
    // and only those of sessions still signed in get them back.
    if (member) context.realtime?.dropMembers([member.id]);
    flash(req, { success: 'You are logged out.' });
    // The back button must not show the pages of the member who just left.
    res.inertia.clearHistory();
    res.redirect(urls.home());
  });

  return router;
}
