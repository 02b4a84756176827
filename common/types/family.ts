// Props of the family page (`settings/Family`, SPEC §10): a guardian's children and what they do for them.
import type { GuardianConsentState } from '../guardian-consent';
import type { PhoneView } from './settings';

export interface FamilyGuardian {
  id: number;
  name: string;
  consent: GuardianConsentState;
  /** The guardian viewing the page. */
  you: boolean;
  /** The viewer may take this guardian off the child: the first removes the second, the second leaves. */
  removable: boolean;
}

export interface FamilyCollector {
  id: number;
  name: string;
  phone: PhoneView;
  relationship: string;
}

export interface FamilyTicket {
  id: number;
  event: { title: string; slug: string; startsAt: string };
}

export interface FamilyChild {
  id: number;
  name: string;
  /** `YYYY-MM-DD`. */
  birthDate: string | null;
  /** Added by a guardian: no login or e-mail address of its own. */
  managed: boolean;
  /** The consent that counts when the child takes a ticket (one "no" stands; otherwise one "yes" is enough). */
  consent: GuardianConsentState | null;
  guardians: FamilyGuardian[];
  /** Room for a second guardian. */
  mayInviteGuardian: boolean;
  /** Whether this guardian may unlink the child, or delete a managed child's profile (the first guardian). */
  mayRemove: boolean;
  collectors: FamilyCollector[];
  tickets: FamilyTicket[];
  /** Whether care information was ever entered. */
  careEntered: boolean;
  /** Whether this guardian is told when the child is checked in or out. */
  doorNotices: boolean;
}

export interface FamilyProps {
  children: FamilyChild[];
  /** Children who turned 18: the link stays, but the guardian no longer acts for them, so only the name shows. */
  cameOfAge: { id: number; name: string }[];
  /** The guardian's own phone (international format, or empty), to fill in when they add a child. */
  phone: string;
  /** Not a minor themself: a child cannot add a child. */
  mayAddChildren: boolean;
}
