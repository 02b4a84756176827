import type { Prisma } from '../../db.js';
import { renderMarkdown } from '../../markdown.js';

export const postSummarySelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  author: { select: { name: true, deletedAt: true } },
} satisfies Prisma.BlogPostSelect;

export const postDetailSelect = { ...postSummarySelect, body: true } satisfies Prisma.BlogPostSelect;

type PostSummaryRow = Prisma.BlogPostGetPayload<{ select: typeof postSummarySelect }>;
type PostDetailRow = Prisma.BlogPostGetPayload<{ select: typeof postDetailSelect }>;

/** A deleted member's posts stay, without their name. */
const authorName = (author: PostSummaryRow['author']) => (author && !author.deletedAt ? author.name : null);

export const presentPostSummary = ({ author, publishedAt, ...post }: PostSummaryRow) => ({
  ...post,
  publishedAt: publishedAt?.toISOString() ?? null,
  author: authorName(author),
});

export const presentPostDetail = ({ body, ...post }: PostDetailRow) => ({
  ...presentPostSummary(post),
  bodyHtml: renderMarkdown(body),
});
