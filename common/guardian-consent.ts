// The guardian's consent (SPEC §10): the states it passes through, for server and pages alike.

export const GUARDIAN_CONSENT_STATES = ['pending', 'confirmed', 'declined', 'revoked'] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];

/** How the guardian gave their answer: by the mailed link, or by adding the child to their own account. */
export const GUARDIAN_CONSENT_METHODS = ['link', 'account'] as const;
export type GuardianConsentMethod = (typeof GUARDIAN_CONSENT_METHODS)[number];

/** Days a mailed consent link stays valid. */
export const CONSENT_LINK_DAYS = 7;

/** A child has at most two guardians (SPEC §10). */
export const MAX_GUARDIANS = 2;

/**
 * The consent that counts for a child with one or two guardians: a "no" from either (declined or
 * withdrawn) stands until that guardian answers again; otherwise one confirmation is enough. Null when
 * the child has no guardian on file.
 */
export function combinedConsent(states: readonly GuardianConsentState[]): GuardianConsentState | null {
  if (states.length === 0) return null;
  for (const state of ['revoked', 'declined', 'confirmed'] as const) if (states.includes(state)) return state;
  return 'pending';
}
