// The guardian's consent (SPEC §10): the states it passes through, for server and pages alike.

export const GUARDIAN_CONSENT_STATES = ['pending', 'confirmed', 'declined', 'revoked'] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];

/** How the guardian gave their answer: by the mailed link (a signed-in guardian comes with families). */
export const GUARDIAN_CONSENT_METHODS = ['link'] as const;
export type GuardianConsentMethod = (typeof GUARDIAN_CONSENT_METHODS)[number];

/** Days a mailed consent link stays valid. */
export const CONSENT_LINK_DAYS = 7;
