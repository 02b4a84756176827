// Members (SPEC §4, §10): who is signed in, their age, birth date and phone number, and the guardians who
// consent for a minor. Other features use members only through what this file exports.
export { ageOn, earliestMinorBirthDate, isMinor, minorsOn } from './age.js';
export { mayActAsGuardian, mayBeGuardian } from './guardian-age.js';
export { birthDateField, birthDateText, dateOnly } from './birth-date.js';
export { ADMIN_ROLE, currentMember, findAuthUser } from './current-user.js';
export { phoneNumberField, presentPhone, toE164 } from './phone-number.js';
export { CONFIRMED_GUARDIANS } from './guardians/consent-states.js';
export { REVOKE_LINK_SELECT, revokeFootnote } from './guardians/revoke-link.js';
export { GUARDIAN_MAILBOX_SELECT, guardianAddress, MAILED_GUARDIANS } from './guardians/mailed.js';
export { childrenOf, guardingLinks } from './guardians/reach.js';
export { nameContains } from './name-search.js';
export {
  dropWhatGuardianAdded,
  takenOffMails,
  vacateGuardianSeats,
  type GuardianTakenOff,
} from './guardians/seat-reach.js';
export {
  consentRequestJob,
  queueConsentRequestAgain,
  requestMissingConsents,
  sendConsentRequest,
} from './guardians/request-consent.js';
export { guardianConsentRoutes } from './guardians/routes.js';
export { isOwnAddress, OWN_ADDRESS_AS_GUARDIAN } from './guardians/own-address.js';
