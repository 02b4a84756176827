import { Router, type Request, type Response } from 'express';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import { takeTwoFactorReturn } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { routesOn } from '../../http/mount-routes.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { ROUTES } from '../../../common/routes/table.js';
import { urls } from '../../../common/routes/index.js';
import type { TwoFactorSetupView } from '../../../common/types/settings.js';
import { actingUser } from '../audit/index.js';
import { signOutEverywhereElse } from '../sessions/index.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  newTotpSecret,
  regenerateRecoveryCodes,
  requiresTwoFactor,
  totpUri,
  twoFactorConfirmSchema,
  twoFactorStatusOf,
} from '../auth/index.js';

export const TWO_FACTOR_REQUIRED_FOR_ROLE =
  'Two-factor sign-in is required for your role (managing members, roles or events with care information), so it cannot be turned off.';

async function setupView(secret: string, issuer: string, email: string): Promise<TwoFactorSetupView> {
  const svg = await QRCode.toString(totpUri(secret, issuer, email), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
  });
  // An SVG shown with <img> runs no script and passes the Content-Security-Policy (img-src allows data:).
  return { qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret };
}

/**
 * `settings/TwoFactor` (SPEC §14): every route behind a recent password confirmation, since whoever holds
 * a borrowed session must not be able to put their own phone on the account or take the factor off.
 */
export function twoFactorSettingsRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const confirmed = requirePasswordConfirmation(now);
  const back = (res: Response) => res.redirect(303, urls.settings.twoFactor());

  on(ROUTES.settings.twoFactor, 'GET', confirmed, async (req: Request, res: Response) => {
    const user = res.locals.user!;
    const status = await twoFactorStatusOf(context, user.id);
    const setup = !status.enabled && req.session.twoFactorSetup ? req.session.twoFactorSetup.secret : null;
    const recoveryCodes = req.session.recoveryCodesToShow ?? null;
    delete req.session.recoveryCodesToShow;
    // Offered with the codes that turning two-factor on shows, so the member has them before moving on.
    const continueTo = status.enabled && recoveryCodes ? takeTwoFactorReturn(req) : null;
    await res.inertia.render('settings/TwoFactor', {
      ...status,
      required: await requiresTwoFactor(context, user.id),
      setup: setup ? await setupView(setup, context.config.appName, user.email) : null,
      recoveryCodes,
      continueTo,
    });
  });

  // Begins setting up: a new secret, kept in the session only, until a code from it confirms it.
  on(ROUTES.settings.twoFactor, 'POST', confirmed, (req, res) => {
    req.session.twoFactorSetup = { secret: newTotpSecret() };
    back(res);
  });

  on(ROUTES.settings.twoFactorConfirm, 'POST', confirmed, async (req, res) => {
    const setup = req.session.twoFactorSetup;
    if (!setup) {
      flash(req, { error: 'Start again: choose "Turn on" to get a new QR code.' });
      return back(res);
    }
    const { code } = validate(twoFactorConfirmSchema, req.body);
    const outcome = await enableTwoFactor(context, { actor: actingUser(req, res), secret: setup.secret, code });
    if (outcome === 'wrong-code')
      throw new ValidationFailed({ code: 'This code does not match. Enter the code your app shows now.' });
    delete req.session.twoFactorSetup;
    if (outcome !== 'already-on') req.session.recoveryCodesToShow = outcome;
    // The permissions that need two-factor act in every session of the member once it is on: one that
    // never gave a code (a password stolen before) must not gain them.
    await signOutEverywhereElse(context, req, res.locals.user!.id);
    flash(req, {
      success: 'Two-factor sign-in is on. Your other devices are signed out: sign in there again with a code.',
    });
    back(res);
  });

  on(ROUTES.settings.twoFactorRecoveryCodes, 'POST', confirmed, async (req, res) => {
    const outcome = await regenerateRecoveryCodes(context, { actor: actingUser(req, res) });
    if (outcome === 'not-on') flash(req, { error: 'Two-factor sign-in is off: there are no recovery codes.' });
    else {
      req.session.recoveryCodesToShow = outcome;
      flash(req, { success: 'New recovery codes made. The old ones no longer work.' });
    }
    back(res);
  });

  on(ROUTES.settings.twoFactor, 'DELETE', confirmed, async (req, res) => {
    const outcome = await disableTwoFactor(context, { actor: actingUser(req, res) });
    if (outcome === 'required') flash(req, { error: TWO_FACTOR_REQUIRED_FOR_ROLE });
    else {
      delete req.session.twoFactorSetup;
      flash(req, { success: 'Two-factor sign-in is off.' });
    }
    back(res);
  });

  return router;
}
