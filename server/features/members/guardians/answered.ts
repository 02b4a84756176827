import type { Prisma } from '../../../db.js';

/**
 * Guardians who answered their consent request (confirmed, declined or withdrew). One still pending is
 * only a name and an address the child typed: nobody has shown they are that person, so they get no
 * copies of the organisers' mail and the door does not hand the child to them.
 */
export const ANSWERED_GUARDIANS = { consentState: { not: 'pending' } } satisfies Prisma.GuardianWhereInput;
