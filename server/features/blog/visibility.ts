import type { Prisma } from '../../db.js';

/** Visitors see published posts whose publish date has come: a future date schedules a post. */
export const visiblePost = (now: Date): Prisma.BlogPostWhereInput => ({
  status: 'published',
  publishedAt: { lte: now },
  deletedAt: null,
});
