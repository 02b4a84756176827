import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireAuth, requireGuest } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { confirmPassword } from '../../http/password-confirmation.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { confirmPasswordSchema, loginSchema } from './schemas.js';
import { createLoginThrottle } from './login-throttle.js';
import { isCurrentPassword, verifyCredentials } from './service.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { registerRoutes } from './register-routes.js';
import { registerStepsRoutes } from './register-steps/routes.js';
import { takeStatus } from './session-fields.js';
import { regenerateSession, signIn } from './sign-in.js';
import { verificationRoutes } from './verification-routes.js';

const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export function authRoutes(context: AppContext): Router {
  const { db, now } = context;
  const router = Router();
  router.use(registerRoutes(context), registerStepsRoutes(context), verificationRoutes(context), passwordResetRoutes(context));
  const loginThrottle = createLoginThrottle(context);

  router.get('/login', requireGuest, async (req, res) => {
    await res.inertia.render('auth/Login', takeStatus(req));
  });

  router.post('/login', requireGuest, async (req, res) => {
    const input = validate(loginSchema, req.body);
    const clientAddress = req.ip ?? '';
    await loginThrottle.attempt(input.email, clientAddress);
    const userId = await verifyCredentials(db, input.email, input.password);
    if (!userId) throw new ValidationFailed({ email: 'These credentials do not match our records.' });
    await loginThrottle.succeeded(input.email, clientAddress);
    const intended = req.session.intendedUrl;
    await signIn(req, db, userId);
    if (input.remember) req.session.cookie.maxAge = REMEMBER_MS;
    res.redirect(intended ?? '/dashboard');
  });

  router.get('/confirm-password', requireAuth, async (_req, res) => {
    await res.inertia.render('auth/ConfirmPassword');
  });

  router.post('/confirm-password', requireAuth, async (req, res) => {
    const { password } = validate(confirmPasswordSchema, req.body);
    if (!(await isCurrentPassword(db, res.locals.user!.id, password))) {
      throw new ValidationFailed({ password: 'The password is incorrect.' });
    }
    confirmPassword(req, now());
    const intended = req.session.intendedUrl ?? '/dashboard';
    delete req.session.intendedUrl;
    res.redirect(intended);
  });

  router.post('/logout', requireAuth, async (req, res) => {
    await regenerateSession(req);
    flash(req, { success: 'You are logged out.' });
    res.redirect('/');
  });

  return router;
}
