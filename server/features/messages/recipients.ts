import type { MessageAudience } from '../../../common/types/messages.js';
import type { Database, Prisma } from '../../db.js';
import { GUARDIAN_MAILBOX_SELECT, MAILED_GUARDIANS, isMinor } from '../members/index.js';

export interface Recipient {
  userId: number;
  name: string;
  email: string;
  /** A child a guardian manages has no mailbox: only the copies reach anyone. */
  managed: boolean;
  /** The guardians of a holder who is a minor on the day of the event (or a managed child), who get a copy. */
  guardians: RecipientGuardian[];
}

/** A guardian who gets a copy, with what their revoke link is made from. */
export type RecipientGuardian = Prisma.GuardianGetPayload<{ select: typeof GUARDIAN_MAILBOX_SELECT }>;

export interface TicketRecipient extends Recipient {
  ticketId: number;
}

type TicketAudience = Exclude<MessageAudience, 'waiting_list'>;

const AUDIENCE_FILTER = {
  all: {},
  checked_in: { checkedInAt: { not: null } },
  not_checked_in: { checkedInAt: null },
} as const satisfies Record<TicketAudience, Prisma.TicketWhereInput>;

const RECIPIENT_SELECT = {
  id: true,
  name: true,
  email: true,
  birthDate: true,
  managed: true,
  guardians: {
    where: MAILED_GUARDIANS,
    orderBy: { position: 'asc' },
    select: GUARDIAN_MAILBOX_SELECT,
  },
} satisfies Prisma.UserSelect;

function recipient(user: Prisma.UserGetPayload<{ select: typeof RECIPIENT_SELECT }>, startsAt: Date): Recipient {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    managed: user.managed,
    guardians: user.managed || isMinor(user.birthDate, startsAt) ? user.guardians : [],
  };
}

/** The holders of an event's active tickets in the audience, each with the guardian who gets a copy. */
export async function recipientsOf(
  db: Database,
  event: { id: number; startsAt: Date },
  audience: TicketAudience,
): Promise<TicketRecipient[]> {
  const tickets = await db.ticket.findMany({
    where: { eventId: event.id, status: 'active', user: { deletedAt: null }, ...AUDIENCE_FILTER[audience] },
    orderBy: { id: 'asc' },
    select: { id: true, user: { select: RECIPIENT_SELECT } },
  });
  return tickets.map(({ id, user }) => ({ ...recipient(user, event.startsAt), ticketId: id }));
}

/** Who a staff message goes to: ticket holders in the audience, or the people on the waiting list. */
export async function messageRecipients(
  db: Database,
  event: { id: number; startsAt: Date },
  audience: MessageAudience,
): Promise<Recipient[]> {
  if (audience !== 'waiting_list') return recipientsOf(db, event, audience);
  const entries = await db.waitingListEntry.findMany({
    where: { eventId: event.id, user: { deletedAt: null } },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    select: { user: { select: RECIPIENT_SELECT } },
  });
  return entries.map(({ user }) => recipient(user, event.startsAt));
}
