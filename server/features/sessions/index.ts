// Browser sessions (SPEC §14): the member's signed-in devices, listed and ended from `settings/Sessions`.
// Other features use them only through what this file exports.
export {
  endOtherBrowserSessions,
  endPasskeySessions,
  forgetSession,
  forgetStaleBrowserSessions,
  recordSignIn,
  sessionSignedIn,
  signOutEverywhereElse,
} from './browser-sessions.js';
export { describeDevice, deviceOf, type Device } from './device.js';
export { noteBrowserSessions } from './middleware.js';
export { sessionRoutes } from './routes.js';
