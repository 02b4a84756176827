// Accounts (SPEC §4): passwords, e-mail verification and signed links. Other features use them only through
// what this file exports.
export { sendEmailVerification } from './email-verification.js';
export { hashPassword, isCurrentPassword } from './service.js';
export { completeSignIn, regenerateSession } from './sign-in.js';
export { LOGIN_PER_CLIENT } from './login-throttle.js';
export { checkEmailLink, emailHash, emailLinkOf, emailLinkPath, sameHex, type EmailLink } from './signed-link.js';
