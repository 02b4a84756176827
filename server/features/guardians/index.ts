// Guardians who really consent (SPEC §10). Other features use it only through what this file exports.
export { queueConsentRequest, requestMissingConsents, sendConsentRequest } from './request-consent.js';
export { guardianConsentRoutes } from './routes.js';
