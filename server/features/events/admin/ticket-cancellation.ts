import type { AppContext } from '../../../context.js';
import { RecordNotFound } from '../../../domain-errors.js';
import { flushOutbox, queueAllAfterCommit } from '../../../jobs/outbox.js';
import { mailDateRange } from '../../../mail/dates.js';
import { mailJob } from '../../../mail/delivery.js';
import { ticketCancelledMessage } from '../../../mail/messages/ticket-cancelled.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { HOLDER_MAILBOX_SELECT, announceCancelled, holderMailboxes, toMailbox } from '../../tickets/index.js';

/** Why staff may not cancel the ticket: it is cancelled already, the door let it in, or the event is over. */
export type StaffCancelRefusal = 'not-active' | 'checked-in' | 'over';

/**
 * Cancels an attendee's ticket for the organisers (a mistaken registration, a no-show announced): the
 * place frees up and goes to the first eligible person waiting, the holder (and a minor's guardians) are
 * mailed, and the audit log keeps who did it. A ticket the door let in is refused until its check-in is
 * undone (the holder is, or was, inside); an event that is over frees no place anyone could use.
 */
export async function cancelTicketForOrganisers(
  context: AppContext,
  { actor, eventId, ticketId }: { actor: AuditActor; eventId: number; ticketId: number },
): Promise<StaffCancelRefusal | null> {
  const { db, config } = context;
  const now = context.now();
  const ticket = await db.ticket.findFirst({
    where: { id: ticketId, eventId },
    select: {
      status: true,
      checkedInAt: true,
      user: { select: HOLDER_MAILBOX_SELECT },
      event: { select: { title: true, slug: true, startsAt: true, endsAt: true } },
    },
  });
  if (!ticket) throw new RecordNotFound();
  if (ticket.status !== 'active') return 'not-active';
  if (ticket.checkedInAt) return 'checked-in';
  if (ticket.event.endsAt <= now) return 'over';
  const { event, user } = ticket;
  const mails = holderMailboxes(user, `ticket-cancelled:${ticketId}`, now, config).map((mailbox) =>
    mailJob(
      toMailbox(
        ticketCancelledMessage({
          appName: config.appName,
          to: mailbox.to,
          name: user.name,
          eventTitle: event.title,
          when: mailDateRange(event.startsAt, event.endsAt),
          url: new URL(`/events/${event.slug}`, config.appUrl).toString(),
        }),
        mailbox,
      ),
      mailbox.key,
    ),
  );
  const written = await db.$transaction(async (tx) => {
    // Conditional, so a double click or two organisers cancel once, and a scan admitting it meanwhile wins.
    const { count } = await tx.ticket.updateMany({
      where: { id: ticketId, eventId, status: 'active', checkedInAt: null },
      data: { status: 'cancelled', activeEventId: null },
    });
    if (count === 0) return null;
    await recordAudit(tx, {
      actor,
      action: 'ticket.cancelled',
      // Never the code: it is the ticket itself, not a name for it.
      subject: { type: 'ticket', id: ticketId, label: `Ticket ${ticketId}` },
      before: { eventId, status: 'active' },
      after: { eventId, status: 'cancelled' },
    });
    return queueAllAfterCommit(tx, now, mails);
  });
  if (!written) return 'not-active';
  await flushOutbox(context, written);
  await announceCancelled(context, [{ id: ticketId, eventId }]);
  return null;
}
