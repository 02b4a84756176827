import type { AppContext, DataAccess } from '../../context.js';
import type { PostState } from '../../../common/blog-posts.js';
import { redirectTarget } from '../../content/slugs.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { postSelect, postSummarySelect, presentPostDetail, presentPostSummary, postState } from './presenter.js';
import { taggedWith } from '../tags/index.js';
import { visiblePost } from './visibility.js';

/** Four rows of the index's three-column grid. */
const PAGE_SIZE = 12;
const newestFirst = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];

export async function latestPosts({ db }: Pick<AppContext, 'db'>, { at: now, take }: { at: Date; take: number }) {
  const rows = await db.blogPost.findMany({
    where: visiblePost(now),
    orderBy: newestFirst,
    take,
    select: postSummarySelect,
  });
  return rows.map(presentPostSummary);
}

/** The public blog: visible posts, newest first, searched in title, excerpt and text; with `tag`, only those carrying it. */
export async function searchPosts(
  { db, dialect }: DataAccess,
  { at: now, query: rawQuery, tag }: { at: Date; query: unknown; tag?: string },
) {
  const query = {
    ...parseListQuery(rawQuery, { sorts: ['publishedAt'], defaultSort: 'publishedAt', defaultDirection: 'desc' }),
    perPage: PAGE_SIZE,
  };
  const text = dialect.containsText(query.search);
  const where = {
    ...visiblePost(now),
    ...(query.search ? { OR: [{ title: text }, { excerpt: text }, { body: text }] } : {}),
    ...taggedWith(tag),
  };
  const [total, rows] = await Promise.all([
    db.blogPost.count({ where }),
    db.blogPost.findMany({ where, orderBy: newestFirst, ...pageWindow(query), select: postSummarySelect }),
  ]);
  return { query, total, posts: rows.map(presentPostSummary) };
}

export type PublicPost =
  | {
      found: 'post';
      post: ReturnType<typeof presentPostDetail>;
      coverImage: string | null;
      updatedAt: Date;
      state: PostState;
    }
  | { found: 'moved'; slug: string }
  | { found: 'none' };

/**
 * The post at a public URL. Visitors see only visible posts; editors also see drafts and scheduled
 * posts (shown with a notice of their state). A post in the trash is gone for everyone. An old
 * slug leads to the post's current one.
 */
export async function postAt(
  { db }: Pick<AppContext, 'db'>,
  { at: now, slug, editor }: { at: Date; slug: string; editor: boolean },
): Promise<PublicPost> {
  const allowed = editor ? { deletedAt: null } : visiblePost(now);
  const row = await db.blogPost.findFirst({ where: { ...allowed, slug }, select: postSelect });
  if (row)
    return {
      found: 'post',
      post: presentPostDetail(row),
      coverImage: row.coverImage,
      updatedAt: row.updatedAt,
      state: postState(row, now),
    };
  const targetId = await redirectTarget(db, 'blog_post', slug);
  const target =
    targetId === null
      ? null
      : await db.blogPost.findFirst({ where: { ...allowed, id: targetId }, select: { slug: true } });
  return target ? { found: 'moved', slug: target.slug } : { found: 'none' };
}
