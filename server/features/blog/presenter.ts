import type { PostState } from '../../../common/blog-posts.js';
import type { AdminPostDetail, AdminPostSummary } from '../../../common/types/blog-admin.js';
import type { PostDetail, PostSummary, RelatedPost } from '../../../common/types/content.js';
import type { Prisma } from '../../db.js';
import { presentImage } from '../../uploads/presenter.js';
import { presentTags, tagNamesText } from '../tags/index.js';

const author = { select: { name: true, deletedAt: true } } as const;

/** What a list of posts shows: the stored excerpt, never the body. */
export const postSummarySelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  bodyExcerpt: true,
  coverImage: true,
  coverImageAlt: true,
  status: true,
  publishedAt: true,
  updatedAt: true,
  deletedAt: true,
  tagList: true,
  author,
} satisfies Prisma.BlogPostSelect;

/** A post to read next: a summary without the author, so the list is one statement. */
export const relatedPostSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  bodyExcerpt: true,
  coverImage: true,
  coverImageAlt: true,
  publishedAt: true,
} satisfies Prisma.BlogPostSelect;

export const postSelect = {
  ...postSummarySelect,
  body: true,
  bodyHtml: true,
  readingMinutes: true,
} satisfies Prisma.BlogPostSelect;

type PostSummaryRow = Prisma.BlogPostGetPayload<{ select: typeof postSummarySelect }>;
export type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

/** A deleted member's posts stay, without their name. */
const authorName = (row: PostSummaryRow) => (row.author && !row.author.deletedAt ? row.author.name : null);

/** Draft, scheduled (published, date still ahead) or published, at `now`. */
export function postState(row: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): PostState {
  if (row.status === 'draft') return 'draft';
  return row.publishedAt && row.publishedAt > now ? 'scheduled' : 'published';
}

/** The editor's excerpt, or the one made from the body when it was written. */
export const postExcerpt = (row: Pick<PostRow, 'excerpt' | 'bodyExcerpt'>) => row.excerpt || row.bodyExcerpt;

export const presentPostSummary = (row: PostSummaryRow): PostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: postExcerpt(row),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  author: authorName(row),
  cover: presentImage(row.coverImage, row.coverImageAlt),
  tags: presentTags(row.tagList),
});

export const presentRelatedPost = (
  row: Prisma.BlogPostGetPayload<{ select: typeof relatedPostSelect }>,
): RelatedPost => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: postExcerpt(row),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  cover: presentImage(row.coverImage, row.coverImageAlt),
});

export const presentPostDetail = (row: PostRow): PostDetail => ({
  ...presentPostSummary(row),
  bodyHtml: row.bodyHtml,
  readingMinutes: row.readingMinutes,
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
  tags: tagNamesText(row.tagList),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});
