import { combinedConsent } from '../../../common/guardian-consent.js';
import type { ChildTicketOption } from '../../../common/types/member-tickets.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database } from '../../db.js';
import { childRefusalMessage, ticketRefusal, type EventRules } from './eligibility.js';

/**
 * What the event page offers a guardian for each of their children (SPEC §10): the child's ticket, a
 * ticket to take, or why the child cannot have one, judged by the child's own age and consent.
 */
export async function childTicketOptions(
  db: Database,
  user: AuthUser | null,
  event: EventRules & { id: number },
  now: Date,
): Promise<ChildTicketOption[]> {
  if (!user?.emailVerified) return [];
  const links = await db.guardian.findMany({
    where: { accountId: user.id, user: { deletedAt: null } },
    orderBy: { id: 'asc' },
    select: {
      user: {
        select: {
          id: true,
          name: true,
          birthDate: true,
          guardians: { select: { consentState: true } },
          tickets: { where: { activeEventId: event.id }, select: { id: true } },
        },
      },
    },
  });
  if (links.length === 0) return [];
  const activeTickets = await db.ticket.count({ where: { eventId: event.id, status: 'active' } });
  return links.map(({ user: child }): ChildTicketOption => {
    const held = child.tickets[0];
    if (held) return { id: child.id, name: child.name, state: 'held', ticketId: held.id, refusal: null };
    const facts = {
      birthDate: child.birthDate,
      guardianConsent: combinedConsent(child.guardians.map(({ consentState }) => consentState)),
      holdsTicket: false,
    };
    const reason = ticketRefusal(event, facts, activeTickets, now);
    return reason
      ? {
          id: child.id,
          name: child.name,
          state: 'refused',
          ticketId: null,
          refusal: childRefusalMessage(reason, child.name),
        }
      : { id: child.id, name: child.name, state: 'available', ticketId: null, refusal: null };
  });
}
