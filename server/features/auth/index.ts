// Accounts (SPEC §4): passwords, e-mail verification and signed links. Other features use them only through
// what this file exports.
export { sendEmailVerification, verificationMessage } from './email-verification.js';
export { hashPassword, isCurrentPassword } from './service.js';
/** The one function that signs a member in (after a password and a second factor, a passkey, a registration). */
export { regenerateSession, signInMember } from './sign-in.js';
export { LOGIN_PER_CLIENT } from './login-throttle.js';
export { checkEmailLink, emailHash, emailLinkOf, emailLinkPath, sameHex, type EmailLink } from './signed-link.js';
export {
  disableTwoFactor,
  enableTwoFactor,
  eraseTwoFactor,
  regenerateRecoveryCodes,
  requiresTwoFactor,
  twoFactorStatusOf,
} from './two-factor/service.js';
export { hashRecoveryCode } from './two-factor/recovery-codes.js';
export { sealPlainTwoFactorSecrets, sealSecret, twoFactorKey } from './two-factor/sealed-secret.js';
export { newTotpSecret, totpCode, totpUri } from './two-factor/totp.js';
export { twoFactorConfirmSchema } from './schemas.js';
