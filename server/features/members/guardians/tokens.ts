export { newToken, tokenHash } from '../../../http/link-tokens.js';

export const consentPath = (token: string) => `/guardian-consent/${encodeURIComponent(token)}`;
export const revokePath = (token: string) => `${consentPath(token)}/revoke`;
