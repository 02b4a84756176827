// Care information (SPEC §12): the choices and limits the form, the server and the door share.

/** May the member appear in photos: anywhere, only in the organisation's own channels, or never. */
export const PHOTO_CONSENTS = ['full', 'internal', 'none'] as const;

export type PhotoConsent = (typeof PHOTO_CONSENTS)[number];

export const MAX_EMERGENCY_CONTACTS = 3;

/** Long enough for a real allergy list or note, short enough not to become a file store. */
export const MAX_CARE_TEXT = 2000;
