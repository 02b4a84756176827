import { Router, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import {
  isPasswordRecentlyConfirmed,
  requirePasswordConfirmation,
  sendToPasswordConfirmation,
} from '../../http/password-confirmation.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { backUrl, ValidationFailed, validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { regenerateSession } from '../auth/index.js';
import { endOtherBrowserSessions } from '../sessions/index.js';
import { OWN_ADDRESS_AS_GUARDIAN } from '../members/index.js';
import { EMAIL_CHANGE_LINK_HOURS, withdrawEmailChange } from '../users/index.js';
import { calendarFeedOf, renewCalendarToken } from './calendar-feed.js';
import { changePassword } from './password-service.js';
import { twoFactorSettingsRoutes } from './two-factor-routes.js';
import { othersActingFor } from './guardian-circle.js';
import {
  guardianOf,
  removeGuardian,
  requestConsentAgain,
  saveGuardian,
  wouldRequestConsent,
} from './guardian-service.js';
import { exportMemberData } from './export-service.js';
import { phoneOf, setPhone } from './phone-service.js';
import { deleteAccount, profileOf, updateProfile } from './profile-service.js';
import { deleteAccountSchema, guardianSchema, passwordSchema, phoneSchema, profileSchema } from './schemas.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const memberId = (res: Response) => res.locals.user!.id;

/** Asking the guardian again, per member: enough for a lost mail, too few to bomb an inbox. */
export const CONSENT_REQUESTS_PER_MEMBER = { points: 3, durationSeconds: 60 * 60 };

/** A member's own new addresses, each mailed a link (and the one before a notice): a typo fixed twice fits. */
export const EMAIL_CHANGES_PER_MEMBER = { points: 3, durationSeconds: 24 * 60 * 60 };

/** Every settings route is the signed-in member's own: the id comes from the session, never the URL. */
export function settingsRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  // Guesses of the current password behind a session: the password change and the account deletion
  // both judge it, so they share one count.
  const passwordChanges = createRateLimit(context, 'settings-password', { points: 6, durationSeconds: 60 });
  // Asking again and naming a new guardian address both mail a consent request: one count for both.
  const consentRequests = createRateLimit(context, 'guardian-consent-request', CONSENT_REQUESTS_PER_MEMBER);
  const emailChangeLimit = createRateLimit(context, 'settings-email-change', EMAIL_CHANGES_PER_MEMBER);

  router.use(twoFactorSettingsRoutes(context));

  on(ROUTES.settings.index, 'GET', (_req, res) => res.redirect(urls.settings.profile()));

  on(ROUTES.settings.profile, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Profile', { profile: await profileOf(context, memberId(res)) });
  });

  on(ROUTES.settings.profileExport, 'GET', async (req, res) => {
    const data = await exportMemberData(context, { actor: actingUser(req, res), userId: memberId(res) });
    res.attachment(`my-data-${context.now().toISOString().slice(0, 10)}.json`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  on(ROUTES.settings.profile, 'PATCH', async (req, res) => {
    const input = validate(profileSchema(now()), req.body);
    // A new address can receive a password reset link: whoever holds only the session must not set one.
    const emailChanges = input.email !== res.locals.user!.email.toLowerCase();
    if (emailChanges && !isPasswordRecentlyConfirmed(req, now())) return sendToPasswordConfirmation(req, res);
    // Counted before the change, whatever its outcome: an address found taken also told something.
    if (emailChanges) await emailChangeLimit.consume(String(memberId(res)));
    const outcome = await updateProfile(context, { actor: actingUser(req, res), values: input });
    if (outcome === 'email-taken') throw new ValidationFailed({ email: 'This e-mail address is already in use.' });
    if (outcome === 'minor-stays-minor')
      throw new ValidationFailed({
        birthDate:
          'While you are under 18, you can correct your birth date only to another date under 18; an organiser can correct it for you.',
      });
    flash(req, {
      success:
        outcome === 'email-pending'
          ? `Profile saved. To use your new e-mail address, follow the link we sent to it within ${EMAIL_CHANGE_LINK_HOURS} hours, signed in as you are now.`
          : 'Profile saved.',
    });
    res.redirect(urls.settings.profile());
  });

  on(ROUTES.settings.pendingEmail, 'DELETE', async (req, res) => {
    const withdrawn = await withdrawEmailChange(context, { actor: actingUser(req, res) });
    flash(
      req,
      withdrawn
        ? { success: 'The new address is withdrawn: its link no longer changes anything.' }
        : { error: 'No new address was waiting.' },
    );
    res.redirect(303, urls.settings.profile());
  });

  on(ROUTES.settings.profile, 'DELETE', requirePasswordConfirmation(now), async (req, res) => {
    await passwordChanges.consume(String(memberId(res)));
    const { password } = validate(deleteAccountSchema, req.body);
    const outcome = await deleteAccount(context, { userId: memberId(res), password });
    if (outcome === 'wrong-password') throw new ValidationFailed({ password: 'The password is incorrect.' });
    if (outcome === 'last-admin') {
      throw new ValidationFailed({
        password: 'You are the only administrator. Give another member the admin role before you delete your account.',
      });
    }
    await regenerateSession(req);
    // Erased, signed out everywhere (eraseMember): their sockets lose every private channel.
    context.realtime?.dropMembers([memberId(res)]);
    flash(req, { success: 'Your account has been deleted.' });
    res.redirect(urls.home());
  });

  on(ROUTES.settings.password, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Password');
  });

  on(ROUTES.settings.password, 'PUT', async (req, res) => {
    await passwordChanges.consume(String(memberId(res)));
    const input = validate(passwordSchema, req.body);
    const sessionVersion = await changePassword(context, { userId: memberId(res), values: input });
    if (sessionVersion === null) throw new ValidationFailed({ current_password: 'The password is incorrect.' });
    req.session.sessionVersion = sessionVersion;
    // The sessions the new version just ended leave the store and the member's list of sessions.
    await endOtherBrowserSessions(context, {
      userId: memberId(res),
      currentSid: req.sessionID,
      store: req.sessionStore,
      raiseVersion: false,
    });
    flash(req, { success: 'Password changed.' });
    res.redirect(urls.settings.password());
  });

  on(ROUTES.settings.appearance, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Appearance');
  });

  on(ROUTES.settings.phone, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Phone', { phone: await phoneOf(context, memberId(res)) });
  });

  on(ROUTES.settings.phone, 'PUT', async (req, res) => {
    const { phone } = validate(phoneSchema, req.body);
    await setPhone(context, { userId: memberId(res), phone });
    flash(req, { success: 'Phone number saved.' });
    res.redirect(urls.settings.phone());
  });

  on(ROUTES.settings.phone, 'DELETE', async (req, res) => {
    await setPhone(context, { userId: memberId(res), phone: null });
    flash(req, { success: 'Phone number removed.' });
    res.redirect(urls.settings.phone());
  });

  on(ROUTES.settings.guardian, 'GET', async (_req, res) => {
    const [named, others] = await Promise.all([
      guardianOf(context, memberId(res)),
      othersActingFor(context, memberId(res)),
    ]);
    await res.inertia.render('settings/Guardian', { ...named, ...others });
  });

  on(ROUTES.settings.guardian, 'PUT', async (req, res) => {
    const input = validate(guardianSchema, req.body);
    // Only a save that mails a request counts: correcting the name, phone or relationship stays free.
    if (await wouldRequestConsent(context, { userId: memberId(res), email: input.email }))
      await consentRequests.consume(String(memberId(res)));
    const outcome = await saveGuardian(context, { actor: actingUser(req, res), values: input });
    if (outcome === 'own-email') throw new ValidationFailed(OWN_ADDRESS_AS_GUARDIAN);
    flash(req, {
      success:
        outcome === 'requested'
          ? 'Guardian saved. We sent them an e-mail asking for their consent.'
          : 'Guardian saved.',
    });
    res.redirect(urls.settings.guardian());
  });

  on(ROUTES.settings.guardianConsentRequest, 'POST', async (req, res) => {
    await consentRequests.consume(String(memberId(res)));
    const outcome = await requestConsentAgain(context, memberId(res));
    flash(
      req,
      outcome === 'queued'
        ? { success: 'We sent your guardian the request for consent again.' }
        : outcome === 'confirmed'
          ? { success: 'Your guardian has already confirmed their consent.' }
          : { error: 'Add your guardian first.' },
    );
    res.redirect(backUrl(req, '/settings/guardian'));
  });

  on(ROUTES.settings.guardian, 'DELETE', async (req, res) => {
    const outcome = await removeGuardian(context, actingUser(req, res));
    flash(
      req,
      outcome === 'required'
        ? {
            error:
              'Members under 18 must keep a guardian on file, so yours cannot be removed. You can change their details instead.',
          }
        : { success: 'Guardian removed.' },
    );
    res.redirect(urls.settings.guardian());
  });

  on(ROUTES.settings.calendar, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Calendar', { feed: await calendarFeedOf(context, memberId(res)) });
  });

  on(ROUTES.settings.calendar, 'POST', async (req, res) => {
    await renewCalendarToken(context, memberId(res));
    flash(req, { success: 'Your calendar feed has a new address. Subscribe to it again where you used the old one.' });
    res.redirect(urls.settings.calendar());
  });

  return router;
}
