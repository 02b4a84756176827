import { createHash } from 'node:crypto';
import { referenceFromDigest } from '../../../common/ticket-reference.js';
import type { Database } from '../../db.js';

export const ticketReference = (code: string): string =>
  referenceFromDigest(createHash('sha256').update(code.trim()).digest());

/**
 * The event's ticket with this reference, by the index on the stored reference (derived on every write
 * of a code, server/db/derived-content.ts). Null when none or (improbably, 40 bits) two match.
 */
export async function ticketIdByReference(db: Database, eventId: number, reference: string): Promise<number | null> {
  const matches = await db.ticket.findMany({ where: { eventId, reference }, select: { id: true }, take: 2 });
  return matches.length === 1 ? matches[0]!.id : null;
}
