// Props of the guardian's consent page (`guardian/Consent`), reached from a mailed link without an account.
import type { GuardianConsentState } from '../guardian-consent';

export interface ConsentView {
  state: GuardianConsentState;
  /** When the state began (ISO 8601). */
  at: string;
}

export type GuardianConsentProps =
  | {
      status: 'open';
      child: string;
      guardianName: string;
      organisation: string;
      consent: ConsentView;
      /** The link's own token (already in the address bar), for the forms' targets. */
      token: string;
      /** What the page may offer now: deciding while pending (by the consent link), revoking while confirmed. */
      actions: { decide: boolean; revoke: boolean };
      /** Confirming now also puts the child on the signed-in guardian's family page. */
      linksAccount: boolean;
    }
  /** A link that no longer asks anything: expired, or the child is 18 now and needs no consent. */
  | { status: 'expired' | 'of-age'; child: string; organisation: string };
