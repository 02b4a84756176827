import type { AppContext } from '../../context.js';
import type { RelatedPost } from '../../../common/types/content.js';
import { presentRelatedPost, relatedPostSelect } from './presenter.js';
import { visiblePost } from './visibility.js';

export const RELATED_POSTS = 3;
/** How many of the newest posts are weighed: enough for a community blog, one bounded query. */
const CANDIDATES = 50;
/** Shorter words ("the", "and", "at") say nothing about what a post is about. */
const MIN_WORD_LENGTH = 4;

const titleWords = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= MIN_WORD_LENGTH),
  );

/**
 * Up to three posts to read next: the newest sharing a word of the title with this one, then the newest
 * others. Posts have no tags yet; when they do, shared tags should rank first. One query: the newest
 * visible posts are read once and ranked here, so the post page stays within its statement budget.
 */
export async function relatedPosts(
  { db }: Pick<AppContext, 'db'>,
  { at: now, post }: { at: Date; post: { id: number; title: string } },
): Promise<RelatedPost[]> {
  const rows = await db.blogPost.findMany({
    where: { ...visiblePost(now), id: { not: post.id } },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: CANDIDATES,
    select: relatedPostSelect,
  });
  const words = titleWords(post.title);
  const sharesWord = (title: string) => [...titleWords(title)].some((word) => words.has(word));
  const [sharing, others] = [rows.filter((row) => sharesWord(row.title)), rows.filter((row) => !sharesWord(row.title))];
  return [...sharing, ...others].slice(0, RELATED_POSTS).map(presentRelatedPost);
}
