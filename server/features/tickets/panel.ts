import { combinedConsent } from '../../../common/guardian-consent.js';
import type { TicketPanel } from '../../../common/types/member-tickets.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database } from '../../db.js';
import { ticketRefusal, type EventRules } from './eligibility.js';

/** What the event page's ticket panel offers this visitor: log in, verify, take a ticket, their ticket, or why not. */
export async function ticketPanel(
  db: Database,
  user: AuthUser | null,
  event: EventRules & { id: number },
  now: Date,
): Promise<TicketPanel> {
  if (!user) return { kind: 'guest' };
  if (!user.emailVerified) return { kind: 'unverified' };
  const [member, held, activeTickets] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { birthDate: true, guardians: { select: { consentState: true } } },
    }),
    db.ticket.findFirst({ where: { userId: user.id, activeEventId: event.id }, select: { id: true } }),
    db.ticket.count({ where: { eventId: event.id, status: 'active' } }),
  ]);
  if (held) return { kind: 'held', ticketId: held.id, cancellable: event.startsAt > now };
  const reason = ticketRefusal(
    event,
    {
      birthDate: member.birthDate,
      guardianConsent: combinedConsent(member.guardians.map(({ consentState }) => consentState)),
      holdsTicket: false,
    },
    activeTickets,
    now,
  );
  if (!reason || reason === 'alreadyHeld') return { kind: 'available' };
  return {
    kind: 'refused',
    reason,
    opensAt: event.registrationOpensAt?.toISOString() ?? null,
    minimumAge: event.minimumAge,
  };
}
