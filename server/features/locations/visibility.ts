import type { Prisma } from '../../db.js';

export const visibleLocation = (): Prisma.LocationWhereInput => ({ published: true, deletedAt: null });
