// Passkeys (WebAuthn, SPEC §14). Other features use them only through what this file exports.
export { passkeyRoutes } from './routes.js';
