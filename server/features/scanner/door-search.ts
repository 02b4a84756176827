import type { AppContext } from '../../context.js';
import type { DoorSearchResult } from '../../../common/types/scanner.js';
import { isMinor } from '../members/index.js';

/** At most this many names answer a search, so the door list never leaves the server in bulk. */
export const DOOR_SEARCH_LIMIT = 10;

/**
 * Check-in by name (SPEC §11): this event's active ticket holders whose name contains the text, in
 * name order, at most ten, with whether each is inside and is a minor.
 */
export async function searchDoor(
  { db, dialect, now: clock }: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  { eventId, text }: { eventId: number; text: string },
): Promise<DoorSearchResult[]> {
  const now = clock();
  const tickets = await db.ticket.findMany({
    where: { eventId, status: 'active', user: { name: dialect.containsText(text) } },
    orderBy: [{ user: { name: 'asc' } }, { id: 'asc' }],
    take: DOOR_SEARCH_LIMIT,
    select: { id: true, inside: true, checkedInAt: true, user: { select: { name: true, birthDate: true } } },
  });
  return tickets.map((ticket) => ({
    ticketId: ticket.id,
    name: ticket.user.name,
    inside: ticket.inside,
    checkedIn: ticket.checkedInAt !== null,
    minor: isMinor(ticket.user.birthDate, now),
  }));
}
