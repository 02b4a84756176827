import type { Prisma } from '../../../db.js';
import type { Dialect } from '../../../db/dialect.js';
import { nameContains } from '../../members/index.js';
import { parseListQuery, type ListQuery } from '../../../http/list-query.js';

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
export function attendeeWhere(dialect: Dialect, eventId: number, query: AttendeeQuery): Prisma.TicketWhereInput {
  return {
    eventId,
    ...(query.search
      ? {
          user: {
            OR: [nameContains(query.search), { email: dialect.containsText(query.search.toLowerCase()) }],
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
