import { TICKET_STATUSES, type AttendeeRow, type LiveAttendeeRow } from '../../../common/types/event-admin.js';
import type { Prisma } from '../../db.js';
import { column, sql, type StatementRunner } from '../../db/statements.js';
import { isMinor } from '../members/index.js';

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
type LiveAttendeeTicket = Omit<AttendeeTicket, 'user'> & { user: Omit<AttendeeTicket['user'], 'email'> };

/** Minor is judged on `now` (today at the door), as the scanner does. */
const liveAttendeeRow = (ticket: LiveAttendeeTicket, now: Date): LiveAttendeeRow => ({
  ticketId: ticket.id,
  name: ticket.user.name,
  minor: isMinor(ticket.user.birthDate, now),
  status: ticket.status,
  checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  // A volunteer let in by a door invitation is named as they gave their name, not as who invited them.
  checkedInBy: ticket.checkedInByName ?? ticket.checkedInBy?.name ?? null,
  inside: ticket.inside,
});

/** A row of the admin event page and the CSV export: the live row and the holder's e-mail address. */
export const attendeeRow = (ticket: AttendeeTicket, now: Date): AttendeeRow => ({
  ...liveAttendeeRow(ticket, now),
  email: ticket.user.email,
});

const { text, bool, date, oneOf, orNull } = column;

/**
 * One ticket's row for the `admin.event.{id}` broadcast after a change: no e-mail address, as door staff
 * hear it. One statement without Prisma's client (db/statements.ts), as it follows every scan at the door.
 */
export async function liveAttendeeOf(
  statements: StatementRunner,
  ticketId: number,
  now: Date,
): Promise<LiveAttendeeRow> {
  const [row] = await statements.rows(
    sql`SELECT t."status", t."checkedInAt", t."inside", t."checkedInByName",
               holder."name", holder."birthDate", admitter."name" AS "admitterName"
        FROM "Ticket" t
        JOIN "User" holder ON holder."id" = t."userId"
        LEFT JOIN "User" admitter ON admitter."id" = t."checkedInById"
        WHERE t."id" = ${ticketId}`,
    {
      status: oneOf(...TICKET_STATUSES),
      checkedInAt: orNull(date),
      inside: bool,
      checkedInByName: orNull(text),
      name: text,
      birthDate: orNull(date),
      admitterName: orNull(text),
    },
  );
  if (!row) throw new Error(`No ticket ${ticketId} for an attendee row.`);
  const ticket: LiveAttendeeTicket = {
    id: ticketId,
    status: row.status,
    checkedInAt: row.checkedInAt,
    inside: row.inside,
    user: { name: row.name, birthDate: row.birthDate },
    checkedInBy: row.admitterName === null ? null : { name: row.admitterName },
    checkedInByName: row.checkedInByName,
  };
  return liveAttendeeRow(ticket, now);
}
