// The URLs of a member's settings and their family.
import { auth, route, verified } from './route';

const FAMILY_CHILD = '/settings/family/children/:child';

export const SETTINGS_ROUTES = {
  /** Redirects to the profile. */
  index: route('/settings', { GET: auth }),
  profile: route('/settings/profile', { GET: auth, PATCH: auth, DELETE: auth }),
  /** DELETE: withdraws the new address waiting for the member to confirm it (typed by them or by staff). */
  pendingEmail: route('/settings/profile/pending-email', { DELETE: auth }),
  /** "My data": everything held about the member, as a JSON download. */
  profileExport: route('/settings/profile/export', { GET: auth }),
  password: route('/settings/password', { GET: auth, PUT: auth }),
  appearance: route('/settings/appearance', { GET: auth }),
  /**
   * Two-factor sign-in: GET the page; POST begins setting it up; DELETE turns it off. Setting it up needs
   * a verified address: a factor put on an account registered with someone else's address would lock
   * its owner out after they reset the password.
   */
  twoFactor: route('/settings/two-factor', { GET: auth, POST: verified, DELETE: auth }),
  /** POST: the code that proves the app holds the new secret, which turns two-factor on. */
  twoFactorConfirm: route('/settings/two-factor/confirm', { POST: verified }),
  /** POST: a new set of recovery codes, the old ones void. */
  twoFactorRecoveryCodes: route('/settings/two-factor/recovery-codes', { POST: auth }),
  phone: route('/settings/phone', { GET: auth, PUT: auth, DELETE: auth }),
  guardian: route('/settings/guardian', { GET: auth, PUT: auth, DELETE: auth }),
  /** POST: mails the guardian the consent request again. */
  guardianConsentRequest: route('/settings/guardian/consent-request', { POST: auth }),
  /**
   * GET: the member's passkeys; POST: adds the passkey the browser created (behind a password
   * confirmation). Adding needs a verified address, as setting up two-factor does: a passkey added to an
   * account registered with someone else's address would outlive its owner's password reset.
   */
  passkeys: route('/settings/passkeys', { GET: auth, POST: verified }),
  /** POST, JSON: the options (with a challenge) for creating a passkey in the browser. */
  passkeyOptions: route('/settings/passkeys/options', { POST: verified }),
  /** PATCH: renames one of the member's passkeys; DELETE: removes it. */
  passkey: route('/settings/passkeys/:passkey', { PATCH: auth, DELETE: auth }),
  /** GET: the calendar feeds; POST: a new secret address for the member's own feed. */
  calendar: route('/settings/calendar', { GET: auth, POST: verified }),
  /** GET: the member's signed-in browser sessions; DELETE: signs out every one but this (SPEC §14). */
  sessions: route('/settings/sessions', { GET: auth, DELETE: auth }),
  /** DELETE: ends one of the member's own sessions. */
  session: route('/settings/sessions/:session', { DELETE: auth }),
  /** The member's care information (allergies, medical notes, photos, emergency contacts). */
  care: route('/settings/care', { GET: verified, PUT: verified }),
  /** The guardian's children. */
  family: route('/settings/family', { GET: verified }),
  /** POST: adds a child who has no account. */
  familyChildren: route('/settings/family/children', { POST: verified }),
  /** PUT: corrects a managed child; DELETE: removes the child (a managed child's profile is deleted). */
  familyChild: route(FAMILY_CHILD, { PUT: verified, DELETE: verified }),
  familyGuardians: route(`${FAMILY_CHILD}/guardians`, { POST: verified }),
  /** DELETE: the first guardian removes the second (or withdraws the invitation); the second leaves. */
  familyGuardian: route(`${FAMILY_CHILD}/guardians/:guardian`, { DELETE: verified }),
  familyCollectors: route(`${FAMILY_CHILD}/collectors`, { POST: verified }),
  familyCollector: route(`${FAMILY_CHILD}/collectors/:collector`, { DELETE: verified }),
  familyDoorNotices: route(`${FAMILY_CHILD}/door-notices`, { PUT: verified }),
  familyCare: route(`${FAMILY_CHILD}/care`, { GET: verified, PUT: verified }),
  familyExport: route(`${FAMILY_CHILD}/export`, { GET: verified }),
};
