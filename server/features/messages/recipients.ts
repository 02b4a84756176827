import type { MessageAudience } from '../../../common/types/messages.js';
import type { Database } from '../../db.js';
import { isMinor } from '../settings/age.js';

export interface Recipient {
  userId: number;
  ticketId: number;
  name: string;
  email: string;
  /** A child a guardian manages has no mailbox: only the copies reach anyone. */
  managed: boolean;
  /** The guardians of a holder who is a minor on the day of the event (or a managed child), who get a copy. */
  guardians: { name: string; email: string }[];
}

const AUDIENCE_FILTER = {
  all: {},
  checked_in: { checkedInAt: { not: null } },
  not_checked_in: { checkedInAt: null },
} as const;

/** The holders of an event's active tickets in the audience, each with the guardian who gets a copy. */
export async function recipientsOf(
  db: Database,
  event: { id: number; startsAt: Date },
  audience: MessageAudience,
): Promise<Recipient[]> {
  const tickets = await db.ticket.findMany({
    where: { eventId: event.id, status: 'active', user: { deletedAt: null }, ...AUDIENCE_FILTER[audience] },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      user: {
        select: {
          id: true,
          name: true,
          email: true,
          birthDate: true,
          managed: true,
          guardians: { orderBy: { position: 'asc' }, select: { name: true, email: true } },
        },
      },
    },
  });
  return tickets.map(({ id, user }) => ({
    userId: user.id,
    ticketId: id,
    name: user.name,
    email: user.email,
    managed: user.managed,
    guardians: user.managed || isMinor(user.birthDate, event.startsAt) ? user.guardians : [],
  }));
}
