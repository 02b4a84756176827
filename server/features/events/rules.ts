import type { Prisma } from '../../db.js';

/** The event fields the ticket rules read (tickets/eligibility.ts judges them). */
export const eventRulesSelect = {
  id: true,
  status: true,
  startsAt: true,
  capacity: true,
  registrationOpensAt: true,
  registrationClosesAt: true,
  minimumAge: true,
} satisfies Prisma.EventSelect;

export type EventRules = Omit<Prisma.EventGetPayload<{ select: typeof eventRulesSelect }>, 'id'>;
