import type { GuardianConsentProps } from '../../../../common/types/guardian-consent.js';
import { linksAccount, type SignedInGuardian } from './decide.js';
import type { ClosedLink, LinkedGuardian } from './find.js';

/** The consent page for a guardian who came by a link: what they may do now, and nothing about anyone else. */
export function presentConsentPage(
  guardian: LinkedGuardian,
  token: string,
  organisation: string,
  via: 'consent' | 'revoke',
  account: SignedInGuardian | null,
): GuardianConsentProps {
  const state = guardian.consentState;
  return {
    status: 'open',
    child: guardian.user.name,
    guardianName: guardian.name,
    organisation,
    consent: { state, at: guardian.consentStateAt.toISOString() },
    token,
    actions: { decide: via === 'consent' && state === 'pending', revoke: state === 'confirmed' },
    linksAccount: via === 'consent' && state === 'pending' && !!account && linksAccount(account, guardian),
  };
}

/** A consent link that no longer asks anything, and why. */
export const presentClosedLink = (
  guardian: LinkedGuardian,
  organisation: string,
  status: ClosedLink,
): GuardianConsentProps => ({ status, child: guardian.user.name, organisation });
