import type { ChildTicketOption } from '../../../common/types/member-tickets.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database } from '../../db.js';
import { guardingLinks } from '../members/index.js';
import { waitingPlaces } from '../waiting-list/index.js';
import type { EventRules } from '../events/index.js';
import { childRefusalMessage, memberFacts, memberFactsSelect, ticketRefusal } from './eligibility.js';

/**
 * What the event page offers a guardian for each of their children (SPEC §10): the child's ticket, a
 * ticket to take, why the child cannot have one (judged by the child's own age and consent), or the
 * child's place on the waiting list.
 */
export async function childTicketOptions(
  db: Database,
  user: AuthUser | null,
  event: EventRules & { id: number },
  now: Date,
): Promise<ChildTicketOption[]> {
  if (!user?.emailVerified) return [];
  const links = await db.guardian.findMany({
    where: guardingLinks(user.id, now),
    orderBy: { id: 'asc' },
    select: {
      user: {
        select: { id: true, name: true, ...memberFactsSelect(event.id) },
      },
    },
  });
  if (links.length === 0) return [];
  const children = links.map(({ user: child }) => child);
  const [issued, offered, places] = await Promise.all([
    db.ticket.count({ where: { eventId: event.id, status: 'active' } }),
    db.waitingListEntry.count({ where: { eventId: event.id, offerExpiresAt: { not: null } } }),
    waitingPlaces(
      db,
      event.id,
      children.map(({ id }) => id),
    ),
  ]);
  return children.map((child): ChildTicketOption => {
    const option = { id: child.id, name: child.name, ticketId: null, refusal: null, entryId: null, position: null };
    const held = child.tickets[0];
    if (held) return { ...option, state: 'held', ticketId: held.id, offerUntil: null };
    const waiting = places.get(child.id);
    const offerOpen = waiting?.offerExpiresAt && waiting.offerExpiresAt > now ? waiting.offerExpiresAt : null;
    if (waiting && offerOpen) {
      return { ...option, state: 'offered', entryId: waiting.entryId, offerUntil: offerOpen.toISOString() };
    }
    if (waiting?.position) {
      return { ...option, state: 'waiting', entryId: waiting.entryId, position: waiting.position, offerUntil: null };
    }
    const reason = ticketRefusal(event, memberFacts(child), issued + offered, now);
    if (!reason) return { ...option, state: 'available', offerUntil: null };
    return {
      ...option,
      state: reason === 'full' ? 'full' : 'refused',
      refusal: childRefusalMessage(reason, child.name),
      offerUntil: null,
    };
  });
}
