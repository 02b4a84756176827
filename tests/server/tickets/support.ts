// Events and members for the ticket tests, on the test app's own database.
import type { Database, Prisma } from '../../../server/db.js';
import { signTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

let sequence = 0;

/** A published event starting `inDays` after `now` and lasting three hours; anything can be overridden. */
export async function createEvent(
  db: Database,
  now: Date,
  data: Partial<Prisma.EventUncheckedCreateInput> & { inDays?: number } = {},
) {
  sequence += 1;
  const { inDays = 7, ...rest } = data;
  const startsAt = new Date(now.getTime() + inDays * DAY);
  return db.event.create({
    data: {
      title: `Event ${sequence}`,
      slug: `event-${sequence}-${Date.now()}`,
      status: 'published',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      ...rest,
    },
  });
}

/** A published location (with its post code). */
export async function createLocation(db: Database, name: string) {
  sequence += 1;
  const postCode = await db.postCode.create({
    data: { code: `${1000 + sequence} AB`, placeName: 'Utrecht', region: 'Utrecht' },
  });
  return db.location.create({
    data: {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${sequence}`,
      streetAddress: 'Oudegracht 88',
      postCodeId: postCode.id,
      published: true,
    },
  });
}

/** A ticket issued directly in the database (for another member, or a setup). */
export async function issueTicket(db: Database, eventId: number, userId: number) {
  const code = signTicketCode(await ticketKeys({ db }), eventId);
  return db.ticket.create({ data: { eventId, userId, code, activeEventId: eventId } });
}

export const activeTickets = (db: Database, eventId: number) =>
  db.ticket.count({ where: { eventId, status: 'active' } });
