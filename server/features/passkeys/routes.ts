import { Router, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { routesOn } from '../../http/mount-routes.js';
import { recordId } from '../../http/params.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { clientAddress, createRateLimit, limitRequests, signedInMember } from '../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { ROUTES } from '../../../common/routes/table.js';
import { urls } from '../../../common/routes/index.js';
import { actingUser } from '../audit/index.js';
import { LOGIN_PER_CLIENT, signInMember } from '../auth/index.js';
import { endPasskeySessions } from '../sessions/index.js';
import { signInOptions, verifyPasskeySignIn } from './authentication.js';
import { passkeysOf, removePasskey, renamePasskey } from './manage.js';
import { MAX_PASSKEYS, addPasskey, registrationOptions } from './registration.js';
import { addPasskeySchema, passkeySignInSchema, renamePasskeySchema } from './schemas.js';
import { keepChallenge, takeChallenge } from './session-fields.js';

/** Challenges asked for by one client: a sign-in page opened now and then, retried after a cancel. */
export const PASSKEY_CHALLENGES_PER_CLIENT = { points: 30, durationSeconds: 60 };
/** Passkeys a member tries to add: a few attempts a minute (a cancelled prompt, a second device). */
export const PASSKEY_ADDITIONS_PER_MEMBER = { points: 6, durationSeconds: 60 };

const memberId = (res: Response) => res.locals.user!.id;
const SIGN_IN_REFUSED =
  'This passkey did not sign you in. It may have been removed from your account; sign in with your password instead.';

function noLongerSignsIn(devicesSignedOut: number): string {
  if (devicesSignedOut === 0) return 'It no longer signs you in.';
  const devices = devicesSignedOut === 1 ? 'the device' : `the ${devicesSignedOut} devices`;
  return `It no longer signs you in, and ${devices} it signed in ${devicesSignedOut === 1 ? 'is' : 'are'} signed out.`;
}

/**
 * Passkeys (SPEC §14): the member's own list in their settings, behind a password confirmation, and
 * signing in with one. The JSON answers (the options the browser's WebAuthn call needs) are the only
 * ones that do not redirect.
 */
export function passkeyRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const confirmed = requirePasswordConfirmation(now);
  const challenges = createRateLimit(context, 'passkey-challenge', PASSKEY_CHALLENGES_PER_CLIENT);
  const additions = createRateLimit(context, 'passkey-add', PASSKEY_ADDITIONS_PER_MEMBER);
  // The same allowance as the password login from one client: attempts count first, a success gives its attempt back.
  const signIns = createRateLimit(context, 'passkey-login-client', LOGIN_PER_CLIENT);

  on(ROUTES.settings.passkeys, 'GET', confirmed, async (_req, res) => {
    await res.inertia.render('settings/Passkeys', { passkeys: await passkeysOf(context, memberId(res)) });
  });

  on(ROUTES.settings.passkeyOptions, 'POST', confirmed, limitRequests(additions, signedInMember), async (req, res) => {
    const options = await registrationOptions(context, memberId(res));
    keepChallenge(req, 'passkeyRegistration', options.challenge, now());
    res.json(options);
  });

  on(ROUTES.settings.passkeys, 'POST', confirmed, limitRequests(additions, signedInMember), async (req, res) => {
    const expectedChallenge = takeChallenge(req, 'passkeyRegistration', now());
    const { name, credential } = validate(addPasskeySchema, req.body);
    const outcome = await addPasskey(context, {
      actor: actingUser(req, res),
      userId: memberId(res),
      name,
      credential,
      expectedChallenge,
      userAgent: req.get('user-agent') ?? '',
    });
    if (outcome === 'refused') throw new ValidationFailed({ passkey: 'The passkey could not be added. Try again.' });
    if (outcome === 'already-added') throw new ValidationFailed({ passkey: 'This passkey is already on an account.' });
    if (outcome === 'too-many') {
      throw new ValidationFailed({ passkey: `You have ${MAX_PASSKEYS} passkeys. Remove one before you add another.` });
    }
    flash(req, { success: `Passkey “${name}” added. You can sign in with it now.` });
    res.redirect(urls.settings.passkeys());
  });

  on(ROUTES.settings.passkey, 'PATCH', confirmed, async (req, res) => {
    const passkeyId = recordId(req.params.passkey);
    const { name } = validate(renamePasskeySchema, req.body);
    await renamePasskey(context, { actor: actingUser(req, res), userId: memberId(res), passkeyId, name });
    flash(req, { success: 'Passkey renamed.' });
    res.redirect(303, urls.settings.passkeys());
  });

  on(ROUTES.settings.passkey, 'DELETE', confirmed, async (req, res) => {
    const passkeyId = recordId(req.params.passkey);
    const userId = memberId(res);
    const name = await removePasskey(context, { actor: actingUser(req, res), userId, passkeyId });
    // A passkey added from a stolen session signs the thief in elsewhere: removing it must end those sessions.
    const ended = await endPasskeySessions(context, req, { userId, passkeyId });
    flash(req, { success: `Passkey “${name}” removed. ${noLongerSignsIn(ended)}` });
    res.redirect(303, urls.settings.passkeys());
  });

  on(ROUTES.passkeySignIn.options, 'POST', limitRequests(challenges, clientAddress), async (req, res) => {
    const options = await signInOptions(context);
    keepChallenge(req, 'passkeySignIn', options.challenge, now());
    res.json(options);
  });

  on(ROUTES.passkeySignIn.verify, 'POST', limitRequests(signIns, clientAddress), async (req, res) => {
    const expectedChallenge = takeChallenge(req, 'passkeySignIn', now());
    const { credential, remember } = validate(passkeySignInSchema, req.body);
    const result = await verifyPasskeySignIn(context, { credential, expectedChallenge });
    if (result.outcome === 'refused') throw new ValidationFailed({ passkey: SIGN_IN_REFUSED });
    await signIns.refund(clientAddress(req));
    // A passkey with user verification is both factors: the member is signed in as after a password
    // (and any second step the password needs).
    const { userId, passkeyId } = result;
    res.redirect(await signInMember(req, context, { userId, remember, passkeyId }));
  });

  return router;
}
