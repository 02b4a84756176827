import type { Prisma } from '../../db.js';

export const visibleLocation = (): Prisma.LocationWhereInput => ({ published: true, deletedAt: null });

/** What a page needs of a location to know whether its own page is public (`visibleLocation`). */
export const locationVisibilitySelect = { slug: true, published: true, deletedAt: true } as const;

/**
 * The slug to link a location by, or null when its page is not public (unpublished or deleted): the
 * place is then named as text, not sent as a link that answers 404.
 */
export const publicLocationSlug = (location: { slug: string; published: boolean; deletedAt: Date | null }) =>
  location.published && location.deletedAt === null ? location.slug : null;
