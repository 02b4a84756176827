import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { offerCsrfToken } from '../../http/csrf.js';
import { queueSoon } from '../../jobs/outbox.js';
import { clientAddress, createRateLimit } from '../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { resetPassword } from './password-reset.js';
import { forgotPasswordSchema, resetPasswordSchema } from './schemas.js';
import { setStatus, takeStatus } from './session-fields.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

/**
 * A reset leaves the member's passkeys, which sign in without the password: whoever reset it (who holds
 * the mailbox) hears of them, in case one was added from a stolen session.
 */
function passkeysLeft({ passkeys }: { passkeys: string[] }): string[] {
  if (passkeys.length === 0) return [];
  const names = passkeys.map((name) => `“${name}”`).join(', ');
  return passkeys.length === 1
    ? [
        `Your passkey ${names} still signs you in. If it is not yours, remove it at Settings → Passkeys once signed in: that also signs out the devices it signed in.`,
      ]
    : [
        `Your passkeys ${names} still sign you in. If one is not yours, remove it at Settings → Passkeys once signed in: that also signs out the devices it signed in.`,
      ];
}

const UNPROVEN_METHODS_REMOVED =
  'The passkeys and two-factor sign-in set up before this e-mail address was verified were removed: once you have verified it, you can set yours up again.';
const LINK_SENT = 'If an account uses this e-mail address, we have sent it a link to reset the password.';
const emailQuery = z.string().max(255).catch('');

/**
 * Reset requests for one address, from anywhere: a member who lost the first mail can ask again, but
 * nobody can bomb an inbox (each request also mails a new link). See RESET_LINK_INTERVAL_MINUTES.
 */
export const FORGOT_PASSWORD_PER_ADDRESS = { points: 3, durationSeconds: 15 * 60 };
/** Reset requests from one client address, for any addresses: stops one client mailing many inboxes. */
export const FORGOT_PASSWORD_PER_CLIENT = { points: 10, durationSeconds: 15 * 60 };

export function passwordResetRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  const requestsPerAddress = createRateLimit(context, 'forgot-password', FORGOT_PASSWORD_PER_ADDRESS);
  const requestsPerClient = createRateLimit(context, 'forgot-password-client', FORGOT_PASSWORD_PER_CLIENT);

  on(ROUTES.password.request, 'GET', offerCsrfToken(context), async (req, res) => {
    await res.inertia.render('auth/ForgotPassword', takeStatus(req));
  });

  on(ROUTES.password.request, 'POST', async (req, res) => {
    const { email } = validate(forgotPasswordSchema, req.body);
    // The client first: a client over its limit cannot use up the allowance of the addresses it names.
    await requestsPerClient.consume(clientAddress(req));
    await requestsPerAddress.consume(email);
    // Known and unknown addresses get the same request: the lookup, the token and the mail are a job
    // run after the answer, so neither its timing nor its work tells them apart.
    await queueSoon(context, { name: 'auth.password-reset', data: { email }, key: `password-reset:${randomUUID()}` });
    setStatus(req, LINK_SENT);
    res.redirect(urls.password.request());
  });

  on(ROUTES.password.reset, 'GET', offerCsrfToken(context), async (req, res) => {
    await res.inertia.render('auth/ResetPassword', {
      token: String(req.params.token),
      email: emailQuery.parse(req.query.email),
    });
  });

  on(ROUTES.password.update, 'POST', async (req, res) => {
    const input = validate(resetPasswordSchema, req.body);
    const reset = await resetPassword(context, input);
    if (!reset) {
      throw new ValidationFailed({ email: 'This password reset link is invalid or has expired. Request a new one.' });
    }
    setStatus(
      req,
      [
        'Your password has been reset. You can log in with the new password.',
        ...(reset.unprovenMethodsRemoved ? [UNPROVEN_METHODS_REMOVED] : []),
        ...passkeysLeft(reset),
      ].join(' '),
    );
    res.redirect(urls.login());
  });

  return router;
}
