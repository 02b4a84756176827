import type { PostState } from '../../../common/blog-posts.js';
import type { AdminPostDetail, AdminPostSummary } from '../../../common/types/blog-admin.js';
import type { PostDetail, PostSummary } from '../../../common/types/content.js';
import type { Prisma } from '../../db.js';
import { renderMarkdown } from '../../markdown.js';
import { presentImage } from '../../uploads/presenter.js';
import { excerptFrom, readingMinutes } from './text.js';

const author = { select: { name: true, deletedAt: true } } as const;

export const postSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  body: true,
  coverImage: true,
  coverImageAlt: true,
  status: true,
  publishedAt: true,
  updatedAt: true,
  deletedAt: true,
  author,
} satisfies Prisma.BlogPostSelect;

export type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

/** A deleted member's posts stay, without their name. */
const authorName = (row: PostRow) => (row.author && !row.author.deletedAt ? row.author.name : null);

/** Draft, scheduled (published, date still ahead) or published, at `now`. */
export function postState(row: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): PostState {
  if (row.status === 'draft') return 'draft';
  return row.publishedAt && row.publishedAt > now ? 'scheduled' : 'published';
}

export const postExcerpt = (row: Pick<PostRow, 'excerpt' | 'body'>) => row.excerpt || excerptFrom(row.body);

export const presentPostSummary = (row: PostRow): PostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: postExcerpt(row),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  author: authorName(row),
  cover: presentImage(row.coverImage, row.coverImageAlt),
});

export const presentPostDetail = (row: PostRow): PostDetail => ({
  ...presentPostSummary(row),
  bodyHtml: renderMarkdown(row.body),
  readingMinutes: readingMinutes(row.body),
});

export const presentAdminPostSummary = (row: PostRow, now: Date): AdminPostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  state: postState(row, now),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  author: authorName(row),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

export const presentAdminPostDetail = (row: PostRow, now: Date): AdminPostDetail => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  body: row.body,
  status: row.status,
  state: postState(row, now),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  cover: presentImage(row.coverImage, row.coverImageAlt),
  coverImageAlt: row.coverImageAlt ?? '',
  deletedAt: row.deletedAt?.toISOString() ?? null,
});
