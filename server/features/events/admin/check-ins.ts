import type { AppContext } from '../../../context.js';
import { RecordNotFound } from '../../../domain-errors.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { announceCheckInUndone } from '../../tickets/index.js';

/**
 * Undoes a mistaken check-in: the ticket is no longer checked in and can be scanned again. The scan log
 * keeps the scans as they happened (they did happen), marked undone so they no longer count. The conditional update
 * makes a double click or two admins at once undo it once. Returns false when it was not checked in.
 */
export async function undoCheckIn(
  context: Pick<AppContext, 'db' | 'statements' | 'realtime' | 'now'>,
  { actor, eventId, ticketId }: { actor: AuditActor; eventId: number; ticketId: number },
): Promise<boolean> {
  const { db } = context;
  const ticket = await db.ticket.findFirst({
    where: { id: ticketId, eventId },
    select: { checkedInAt: true, checkedInById: true },
  });
  if (!ticket) throw new RecordNotFound();
  const undone = await db.$transaction(async (tx) => {
    const { count } = await tx.ticket.updateMany({
      where: { id: ticketId, eventId, checkedInAt: { not: null } },
      data: { checkedInAt: null, checkedInById: null, checkedInByName: null, inside: false },
    });
    if (count === 0) return false;
    // Its valid scans stay in the log, marked undone: those who read the log to tell who is inside (an
    // offline admission synced later, the conflicts, the entrance tallies) skip them.
    await tx.checkIn.updateMany({
      where: { ticketId, eventId, outcome: 'valid', undoneAt: null },
      data: { undoneAt: context.now() },
    });
    await recordAudit(tx, {
      actor,
      action: 'ticket.check_in_undone',
      // Never the code: it is the ticket itself (whoever reads it could get in), not a name for it.
      subject: { type: 'ticket', id: ticketId, label: `Ticket ${ticketId}` },
      before: { eventId, checkedInAt: ticket.checkedInAt, checkedInById: ticket.checkedInById },
      after: { eventId, checkedInAt: null, checkedInById: null },
    });
    return true;
  });
  if (!undone) return false;
  await announceCheckInUndone(context, { id: ticketId, eventId });
  return true;
}
