import type { Database } from '../../db.js';
import type { DatabaseProvider } from '../../db/provider.js';
import { pageWindow } from '../../http/list-query.js';
import { ATTENDEE_SELECT, attendeeOrder, attendeeRow, attendeeWhere, parseAttendeeQuery } from './attendees.js';

/** One page of the event's attendee list, as the admin event page asked for it. */
export async function attendeePage(
  db: Database,
  provider: DatabaseProvider,
  eventId: number,
  rawQuery: unknown,
  now: Date,
) {
  const query = parseAttendeeQuery(rawQuery);
  const where = attendeeWhere(provider, eventId, query);
  const [total, tickets] = await Promise.all([
    db.ticket.count({ where }),
    db.ticket.findMany({ where, orderBy: attendeeOrder(query), ...pageWindow(query), select: ATTENDEE_SELECT }),
  ]);
  return { query, total, rows: tickets.map((ticket) => attendeeRow(ticket, now)) };
}

/** Every attendee the same search and filter give, for the CSV export. */
export async function allAttendees(
  db: Database,
  provider: DatabaseProvider,
  eventId: number,
  rawQuery: unknown,
  now: Date,
) {
  const query = parseAttendeeQuery(rawQuery);
  const tickets = await db.ticket.findMany({
    where: attendeeWhere(provider, eventId, query),
    orderBy: attendeeOrder(query),
    select: ATTENDEE_SELECT,
  });
  return tickets.map((ticket) => attendeeRow(ticket, now));
}
