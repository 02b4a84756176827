import type { AttendeeRow } from '../../../../common/types/event-admin.js';
import type { Database, Prisma } from '../../../db.js';
import type { DatabaseProvider } from '../../../db/provider.js';
import { containsText } from '../../../db/dialect.js';
import { parseListQuery, type ListQuery } from '../../../http/list-query.js';
import { isMinor } from '../../members/index.js';

type Client = Database | Prisma.TransactionClient;

/** The ticket fields an attendee row is made of; other features select this to build the broadcast row. */
export const ATTENDEE_SELECT = {
  id: true,
  status: true,
  checkedInAt: true,
  inside: true,
  user: { select: { name: true, email: true, birthDate: true } },
  checkedInBy: { select: { name: true } },
  checkedInByName: true,
} satisfies Prisma.TicketSelect;

type AttendeeTicket = Prisma.TicketGetPayload<{ select: typeof ATTENDEE_SELECT }>;

/** Minor is judged on `now` (today at the door), as the scanner does. */
export const attendeeRow = (ticket: AttendeeTicket, now: Date): AttendeeRow => ({
  ticketId: ticket.id,
  name: ticket.user.name,
  email: ticket.user.email,
  minor: isMinor(ticket.user.birthDate, now),
  status: ticket.status,
  checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  // A volunteer let in by a door invitation is named as they gave their name, not as who invited them.
  checkedInBy: ticket.checkedInByName ?? ticket.checkedInBy?.name ?? null,
  inside: ticket.inside,
});

/** One ticket's attendee row, e.g. for the `admin.event.{id}` broadcast after a change. */
export async function attendeeOf(db: Client, ticketId: number, now: Date): Promise<AttendeeRow> {
  return attendeeRow(await db.ticket.findUniqueOrThrow({ where: { id: ticketId }, select: ATTENDEE_SELECT }), now);
}

export const CHECKED_IN_FILTER = ['yes', 'no'] as const;
const ATTENDEE_LIST = {
  sorts: ['name', 'email', 'checkedInAt', 'createdAt'],
  defaultSort: 'name',
  filters: { checkedIn: CHECKED_IN_FILTER, inside: CHECKED_IN_FILTER },
} as const;

export type AttendeeQuery = ListQuery<(typeof ATTENDEE_LIST.sorts)[number], typeof ATTENDEE_LIST.filters>;

export const parseAttendeeQuery = (rawQuery: unknown): AttendeeQuery =>
  parseListQuery(rawQuery, { ...ATTENDEE_LIST, sorts: [...ATTENDEE_LIST.sorts] });

/** The event's tickets, active and cancelled, narrowed by the search (name, e-mail) and the door filters. */
export function attendeeWhere(
  provider: DatabaseProvider,
  eventId: number,
  query: AttendeeQuery,
): Prisma.TicketWhereInput {
  return {
    eventId,
    ...(query.search
      ? {
          user: {
            OR: [
              { name: containsText(provider, query.search) },
              { email: containsText(provider, query.search.toLowerCase()) },
            ],
          },
        }
      : {}),
    ...(query.checkedIn ? { checkedInAt: query.checkedIn === 'yes' ? { not: null } : null } : {}),
    // "Inside now" is of active tickets only (SPEC §11: who is still inside at the end).
    ...(query.inside ? { inside: query.inside === 'yes', status: 'active' as const } : {}),
  };
}

export function attendeeOrder(query: AttendeeQuery): Prisma.TicketOrderByWithRelationInput[] {
  const { sort, direction } = query;
  // Not-yet-checked-in tickets come last either way, the same in both databases.
  const first: Prisma.TicketOrderByWithRelationInput =
    sort === 'name' || sort === 'email'
      ? { user: { [sort]: direction } }
      : sort === 'checkedInAt'
        ? { checkedInAt: { sort: direction, nulls: 'last' } }
        : { [sort]: direction };
  return [first, { id: 'asc' }];
}
