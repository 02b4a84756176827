import type { MemberTicket } from '../../../common/types/member-tickets.js';
import type { Database, Prisma } from '../../db.js';
import { qrDataUrl } from './qr.js';

const memberTicketSelect = {
  id: true,
  code: true,
  checkedInAt: true,
  event: {
    select: {
      title: true,
      slug: true,
      startsAt: true,
      endsAt: true,
      status: true,
      location: { select: { name: true, streetAddress: true, postCode: { select: { placeName: true } } } },
    },
  },
} satisfies Prisma.TicketSelect;

type MemberTicketRow = Prisma.TicketGetPayload<{ select: typeof memberTicketSelect }>;

async function presentMemberTicket({ event, ...ticket }: MemberTicketRow, now: Date): Promise<MemberTicket> {
  const { location } = event;
  return {
    id: ticket.id,
    code: ticket.code,
    qr: await qrDataUrl(ticket.code),
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    cancellable: event.startsAt > now,
    event: {
      title: event.title,
      slug: event.slug,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      // A member only ever holds tickets for events that were published.
      status: event.status === 'cancelled' ? 'cancelled' : 'published',
      location: location && {
        name: location.name,
        streetAddress: location.streetAddress,
        placeName: location.postCode.placeName,
      },
    },
  };
}

/** The member's own active ticket, or null: another member's ticket is as unknown as a missing one. */
export async function ownTicket(
  db: Database,
  userId: number,
  ticketId: number,
  now: Date,
): Promise<MemberTicket | null> {
  const row = await db.ticket.findFirst({
    where: { id: ticketId, userId, status: 'active' },
    select: memberTicketSelect,
  });
  return row && presentMemberTicket(row, now);
}

/** The member's active tickets: events still to come (soonest first) and those that have ended (latest first). */
export async function memberTickets(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ upcoming: MemberTicket[]; past: MemberTicket[] }> {
  const [upcoming, past] = await Promise.all([
    db.ticket.findMany({
      where: { userId, status: 'active', event: { endsAt: { gte: now } } },
      orderBy: { event: { startsAt: 'asc' } },
      select: memberTicketSelect,
    }),
    db.ticket.findMany({
      where: { userId, status: 'active', event: { endsAt: { lt: now } } },
      orderBy: { event: { startsAt: 'desc' } },
      take: 50,
      select: memberTicketSelect,
    }),
  ]);
  return {
    upcoming: await Promise.all(upcoming.map((row) => presentMemberTicket(row, now))),
    past: await Promise.all(past.map((row) => presentMemberTicket(row, now))),
  };
}
