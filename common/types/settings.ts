// Props of the settings pages, as the server's presenters build them.
import type { GuardianRelationship } from '../guardian-relationships';
import type { ConsentView } from './guardian-consent';

export interface ProfileView {
  name: string;
  email: string;
  emailVerified: boolean;
  /** A new address typed by the member or by staff, waiting for the member to confirm it from the link sent there. */
  pendingEmail: string | null;
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

/** An adult a guardian allowed to collect the member at the door (SPEC §11), as the member sees it. */
export interface CollectorView {
  name: string;
  phone: PhoneView;
  relationship: string;
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

/** One of the member's signed-in browser sessions (`settings/Sessions`). */
export interface BrowserSessionView {
  /** Opaque; names the session in the URL that ends it (never the session's own id). */
  id: string;
  /** Read from the User-Agent; null when it does not say. */
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv or bot; null when unknown. */
  kind: string | null;
  /** The client address the server saw last (no geolocation). */
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of the browser looking at the page. */
  current: boolean;
}

/** Setting two-factor up: what the member's authenticator app takes. */
export interface TwoFactorSetupView {
  /** The otpauth:// address as a QR code (an SVG data URL). */
  qrCode: string;
  /** The same secret in base32, for typing into the app by hand. */
  secret: string;
}

export interface TwoFactorProps {
  enabled: boolean;
  /** The member holds a permission that acts only with two-factor on: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
  /** While setting up (after "Turn on", before the code that confirms it). */
  setup: TwoFactorSetupView | null;
  /** Codes just made, shown this once. */
  recoveryCodes: string[] | null;
  /**
   * Beside the codes shown as two-factor is turned on: the page the member was sent away from to turn
   * it on (a local path), offered once they have the codes.
   */
  continueTo: string | null;
}
