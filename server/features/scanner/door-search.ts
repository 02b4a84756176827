import type { AppContext } from '../../context.js';
import type { DoorSearchResult } from '../../../common/types/scanner.js';
import { searchKey } from '../../content/search-key.js';
import { containsPattern } from '../../db/like-pattern.js';
import { column, sql } from '../../db/statements.js';
import { isMinor } from '../members/index.js';

/** At most this many names answer a search, so the door list never leaves the server in bulk. */
export const DOOR_SEARCH_LIMIT = 10;

/**
 * Check-in by name (SPEC §11): this event's active ticket holders whose name contains the text, in
 * name order, at most ten, with whether each is inside and is a minor. The text is matched as typed
 * (`%` and `_` are no wildcards: `__` would list every holder), ignoring case and accents (the stored
 * `nameKey` against the text's searchKey). A statement of its own with an `ESCAPE` clause, so it holds on
 * any connection (Prisma's `contains` escapes through db/sqlite-like.ts on the app's own).
 */
export async function searchDoor(
  { statements, now: clock }: Pick<AppContext, 'statements' | 'now'>,
  { eventId, text }: { eventId: number; text: string },
): Promise<DoorSearchResult[]> {
  const now = clock();
  const tickets = await statements.rows(
    sql`SELECT t."id", t."inside", t."checkedInAt", holder."name", holder."birthDate"
        FROM "Ticket" t JOIN "User" holder ON holder."id" = t."userId"
        WHERE t."eventId" = ${eventId} AND t."status" = 'active'
          AND holder."nameKey" LIKE ${containsPattern(searchKey(text))} ESCAPE '\\'
        ORDER BY holder."name" ASC, t."id" ASC
        LIMIT ${DOOR_SEARCH_LIMIT}`,
    {
      id: column.int,
      inside: column.bool,
      checkedInAt: column.orNull(column.date),
      name: column.text,
      birthDate: column.orNull(column.date),
    },
  );
  return tickets.map((ticket) => ({
    ticketId: ticket.id,
    name: ticket.name,
    inside: ticket.inside,
    checkedIn: ticket.checkedInAt !== null,
    minor: isMinor(ticket.birthDate, now),
  }));
}
