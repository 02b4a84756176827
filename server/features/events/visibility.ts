import type { Prisma } from '../../db.js';

/** Visitors see published events, and cancelled ones so they learn of the cancellation. */
export const visibleEvent = (): Prisma.EventWhereInput => ({ status: { in: ['published', 'cancelled'] } });

export const upcomingEvent = (now: Date): Prisma.EventWhereInput => ({ ...visibleEvent(), endsAt: { gte: now } });
