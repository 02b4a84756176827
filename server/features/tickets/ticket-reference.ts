import { createHash } from 'node:crypto';
import { referenceFromDigest } from '../../../common/ticket-reference.js';
import type { Database } from '../../db.js';

export const ticketReference = (code: string): string =>
  referenceFromDigest(createHash('sha256').update(code.trim()).digest());

/**
 * The event's ticket with this reference, by hashing the event's codes: a reference is typed by hand
 * now and then, so it is not worth a column. Null when none or (improbably, 40 bits) two match.
 */
export async function ticketIdByReference(db: Database, eventId: number, reference: string): Promise<number | null> {
  const tickets = await db.ticket.findMany({ where: { eventId }, select: { id: true, code: true } });
  const matches = tickets.filter((ticket) => ticketReference(ticket.code) === reference);
  return matches.length === 1 ? matches[0]!.id : null;
}
