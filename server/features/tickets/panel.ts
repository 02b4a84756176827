import { combinedConsent } from '../../../common/guardian-consent.js';
import type { TicketPanel } from '../../../common/types/member-tickets.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database } from '../../db.js';
import { placesTaken, waitingPlaces } from '../waiting-list/index.js';
import type { EventRules } from '../events/index.js';
import { ticketRefusal } from './eligibility.js';
import { cancelRefusal } from './cancel-ticket.js';

/**
 * What the event page's ticket panel offers this visitor: log in, verify, take a ticket, their ticket,
 * their place on the waiting list or the place it offers them, or why not (`full`: they may join the list).
 */
export async function ticketPanel(
  db: Database,
  user: AuthUser | null,
  event: EventRules & { id: number },
  now: Date,
): Promise<TicketPanel> {
  if (!user) return { kind: 'guest' };
  if (!user.emailVerified) return { kind: 'unverified' };
  const [member, held, taken, places] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { birthDate: true, guardians: { select: { consentState: true } } },
    }),
    db.ticket.findFirst({
      where: { userId: user.id, activeEventId: event.id },
      select: { id: true, checkedInAt: true },
    }),
    placesTaken(db, event.id, user.id, now),
    waitingPlaces(db, event.id, [user.id]),
  ]);
  if (held) return { kind: 'held', ticketId: held.id, cancellable: cancelRefusal(held, event, now) === null };
  const waiting = places.get(user.id);
  if (waiting?.offerExpiresAt && waiting.offerExpiresAt > now) {
    return { kind: 'offered', entryId: waiting.entryId, until: waiting.offerExpiresAt.toISOString() };
  }
  const reason = ticketRefusal(
    event,
    {
      birthDate: member.birthDate,
      // The panel is a verified member's (the unverified get their own panel before any rule).
      verified: true,
      guardianConsent: combinedConsent(member.guardians.map(({ consentState }) => consentState)),
      holdsTicket: false,
    },
    taken,
    now,
  );
  // A free place comes before a place in line (a limit lifted, say): the ticket route lets them take it.
  if (!reason || reason === 'alreadyHeld') return { kind: 'available' };
  if (waiting?.position) return { kind: 'waiting', entryId: waiting.entryId, position: waiting.position };
  return {
    kind: 'refused',
    reason,
    opensAt: event.registrationOpensAt?.toISOString() ?? null,
    minimumAge: event.minimumAge,
  };
}
