// What a data export says about guardians (SPEC §10 "My data"): each guardian's contact details and
// consent address are theirs, so they appear in that guardian's own export, never in the child's (which
// the other guardian and the child download).

/** The guardian as the child's export shows them: who, how related, and their consent's state and time. */
export function guardianOfChild(guardian: {
  name: string;
  relationship: string;
  consentState: string;
  consentStateAt: Date;
}) {
  return {
    name: guardian.name,
    relationship: guardian.relationship,
    consent: { state: guardian.consentState, at: guardian.consentStateAt.toISOString() },
  };
}

/** A child the member is a guardian of through their account, with what the member gave as guardian. */
export function ownGuardianship(link: {
  user: { name: string };
  email: string;
  phone: string;
  relationship: string;
  consentState: string;
  consentStateAt: Date;
  consentAddress: string | null;
  consentMethod: string | null;
  doorNotices: boolean;
  createdAt: Date;
}) {
  return {
    child: link.user.name,
    relationship: link.relationship,
    email: link.email,
    phone: link.phone,
    addedAt: link.createdAt.toISOString(),
    consent: {
      state: link.consentState,
      at: link.consentStateAt.toISOString(),
      address: link.consentAddress,
      method: link.consentMethod,
    },
    doorNotices: link.doorNotices,
  };
}

const GUARDIAN_CONTACT = new Set(['email', 'phone', 'consentAddress']);

/**
 * An audit entry's fields as the export shows them: an entry about a guardian (`family.guardian_*`,
 * `guardian.*`) loses that guardian's contact details, which are not the exporting member's.
 */
export function exportedAuditFields(action: string, fields: unknown): unknown {
  const aboutGuardian = action.startsWith('family.guardian_') || action.startsWith('guardian.');
  if (!aboutGuardian || fields === null || typeof fields !== 'object' || Array.isArray(fields)) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !GUARDIAN_CONTACT.has(key)));
}
