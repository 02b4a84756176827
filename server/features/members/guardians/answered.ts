import type { Prisma } from '../../../db.js';

/**
 * Guardians who answered their consent request (confirmed, declined or withdrew). One still pending is
 * only a name and an address the child typed: nobody has shown they are that person, so they get no
 * copies of the organisers' mail and the door does not hand the child to them.
 */
export const ANSWERED_GUARDIANS = { consentState: { not: 'pending' } } satisfies Prisma.GuardianWhereInput;

/**
 * Guardians who confirmed their consent: the only ones the door names as a contact or lets collect the
 * child (SPEC §11). One who declined or withdrew said they do not act for the child.
 */
export const CONFIRMED_GUARDIANS = { consentState: 'confirmed' } satisfies Prisma.GuardianWhereInput;
