import type { AppContext } from '../../context.js';
import type { MemberTicket } from '../../../common/types/member-tickets.js';
import type { Database, Prisma } from '../../db.js';
import { heldByOrFor } from './holders.js';
import { formatReference } from '../../../common/ticket-reference.js';
import { ticketReference } from './ticket-reference.js';
import { qrDataUrl } from './qr.js';
import { cancelRefusal } from './cancel-ticket.js';

const memberTicketSelect = {
  id: true,
  code: true,
  checkedInAt: true,
  userId: true,
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

/** The names of the children among these tickets' holders: one query, and only when a child holds one. */
async function childNames(db: Database, rows: MemberTicketRow[], viewerId: number): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map(({ userId }) => userId).filter((id) => id !== viewerId))];
  if (ids.length === 0) return new Map();
  const children = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(children.map(({ id, name }) => [id, name]));
}

async function presentMemberTicket(
  { event, ...ticket }: MemberTicketRow,
  names: Map<number, string>,
  now: Date,
): Promise<MemberTicket> {
  const { location } = event;
  return {
    id: ticket.id,
    holder: names.get(ticket.userId) ?? null,
    code: ticket.code,
    reference: formatReference(ticketReference(ticket.code)),
    qr: await qrDataUrl(ticket.code),
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    cancellable: cancelRefusal(ticket, event, now) === null,
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

/** The member's own active ticket or their child's, or null: anyone else's is as unknown as a missing one. */
export async function ownTicket(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { userId, ticketId }: { userId: number; ticketId: number },
): Promise<MemberTicket | null> {
  const now = clock();
  const row = await db.ticket.findFirst({
    where: { id: ticketId, status: 'active', ...heldByOrFor(userId, now) },
    select: memberTicketSelect,
  });
  return row && presentMemberTicket(row, await childNames(db, [row], userId), now);
}

/** The member's active tickets and their children's: events still to come (soonest first) and those that have ended (latest first). */
export async function memberTickets(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  userId: number,
): Promise<{ upcoming: MemberTicket[]; past: MemberTicket[] }> {
  const now = clock();
  const [upcoming, past] = await Promise.all([
    db.ticket.findMany({
      where: { status: 'active', event: { endsAt: { gte: now } }, ...heldByOrFor(userId, now) },
      orderBy: { event: { startsAt: 'asc' } },
      select: memberTicketSelect,
    }),
    db.ticket.findMany({
      where: { status: 'active', event: { endsAt: { lt: now } }, ...heldByOrFor(userId, now) },
      orderBy: { event: { startsAt: 'desc' } },
      take: 50,
      select: memberTicketSelect,
    }),
  ]);
  const names = await childNames(db, [...upcoming, ...past], userId);
  return {
    upcoming: await Promise.all(upcoming.map((row) => presentMemberTicket(row, names, now))),
    past: await Promise.all(past.map((row) => presentMemberTicket(row, names, now))),
  };
}
