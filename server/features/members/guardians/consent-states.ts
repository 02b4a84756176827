import type { Prisma } from '../../../db.js';

/**
 * Guardians who showed they act for the child: they confirmed their consent, and may since have withdrawn
 * it (still the child's guardian, told what the organisers tell the child). One still pending is only a
 * name and an address the child typed; one who declined may be someone the child named by mistake: neither
 * gets copies of the organisers' mail.
 */
export const PROVEN_GUARDIANS = {
  consentState: { in: ['confirmed', 'revoked'] },
} satisfies Prisma.GuardianWhereInput;

/**
 * Guardians who confirmed their consent: the only ones the door names as a contact or lets collect the
 * child (SPEC §11). One who declined or withdrew said they do not act for the child.
 */
export const CONFIRMED_GUARDIANS = { consentState: 'confirmed' } satisfies Prisma.GuardianWhereInput;
