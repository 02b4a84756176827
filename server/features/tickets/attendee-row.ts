import type { AttendeeRow } from '../../../common/types/event-admin.js';
import type { Database, Prisma } from '../../db.js';
import { isMinor } from '../members/index.js';

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
