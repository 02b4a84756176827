import type { AttendeeCare } from '../../../common/types/care.js';
import type { Database } from '../../db.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { CARE_SELECT, presentAttendeeCare } from './presenter.js';

export interface CareReader {
  actor: AuditActor;
  /** How staff read it, kept in the log: the event page or the CSV export. */
  via: 'page' | 'csv';
}

/**
 * The care details of the given tickets' holders, for staff of that event. Only active tickets of this
 * event count (a member who holds no ticket for it is none of its staff's business), and only members
 * who entered care information appear. The read is written to the audit log, one entry per request,
 * naming the members whose details were shown and none of the details (SPEC §12, §14).
 */
export async function readEventCare(
  db: Database,
  reader: CareReader,
  event: { id: number; title: string },
  ticketIds: readonly number[],
): Promise<Map<number, AttendeeCare>> {
  const tickets = await db.ticket.findMany({
    where: { id: { in: [...ticketIds] }, eventId: event.id, status: 'active', user: { careInfo: { isNot: null } } },
    select: { id: true, userId: true, user: { select: { careInfo: { select: CARE_SELECT } } } },
    orderBy: { id: 'asc' },
  });
  const byTicket = new Map<number, AttendeeCare>();
  for (const ticket of tickets) {
    if (ticket.user.careInfo) byTicket.set(ticket.id, presentAttendeeCare(ticket.user.careInfo));
  }
  await recordAudit(db, {
    actor: reader.actor,
    action: 'care.viewed',
    subject: { type: 'event', id: event.id, label: event.title },
    after: { via: reader.via, members: tickets.map((ticket) => ticket.userId) },
  });
  return byTicket;
}
