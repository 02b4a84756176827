// Props of the settings pages, as the server's presenters build them.
import type { GuardianRelationship } from '../guardian-relationships';
import type { ConsentView } from './guardian-consent';

export interface ProfileView {
  name: string;
  email: string;
  emailVerified: boolean;
  /** YYYY-MM-DD, or null when the member never gave it. */
  birthDate: string | null;
}

export interface PhoneView {
  e164: string;
  /** As dialled inside its country, e.g. `06 12345678`. */
  national: string;
  international: string;
  /** ISO 3166-1 alpha-2 code; null for numbers that belong to no single country (e.g. +800). */
  country: string | null;
}

export interface GuardianView {
  name: string;
  email: string;
  phone: PhoneView;
  relationship: GuardianRelationship;
  /** The guardian's own answer to the mailed request; a new e-mail address starts it again. */
  consent: ConsentView;
}

/** One of the member's passkeys as their settings page shows it: never its key or credential id. */
export interface PasskeyView {
  id: number;
  /** What the member called it. */
  name: string;
  createdAt: string;
  /** The last sign-in with it; null when never used. */
  lastUsedAt: string | null;
}

export interface CalendarFeedView {
  /** The member's secret feed of their tickets; null until they create one. */
  privateUrl: string | null;
  publicUrl: string;
}
