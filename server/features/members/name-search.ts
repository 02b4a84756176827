import { searchKey } from '../../content/search-key.js';
import type { Prisma } from '../../db.js';
import { escapeLike } from '../../db/like-pattern.js';

/** Members whose name contains the text, whatever its case and accents (both compared as searchKey). */
export const nameContains = (text: string): Prisma.UserWhereInput => ({
  nameKey: { contains: escapeLike(searchKey(text)) },
});
