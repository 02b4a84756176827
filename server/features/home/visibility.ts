import type { Prisma } from '../../db.js';

/** What visitors may see: published, and for posts, a publish date that has come. */
export const visibleEvent = (): Prisma.EventWhereInput => ({ status: { in: ['published', 'cancelled'] } });

export const upcomingEvent = (now: Date): Prisma.EventWhereInput => ({ ...visibleEvent(), endsAt: { gte: now } });

export const visiblePost = (now: Date): Prisma.BlogPostWhereInput => ({
  status: 'published',
  publishedAt: { lte: now },
  deletedAt: null,
});

export const visibleLocation = (): Prisma.LocationWhereInput => ({ published: true, deletedAt: null });
