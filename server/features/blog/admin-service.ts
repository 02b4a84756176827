import type { AppContext, DataAccess } from '../../context.js';
import type { PostBulkAction } from '../../../common/blog-posts.js';
import { POST_STATES } from '../../../common/blog-posts.js';
import type { Prisma } from '../../db.js';
import { slugify } from '../../../common/slugs.js';
import { createWithFreeSlug, recordSlugChange, saveWithSlug, slugTaken, uniqueSlug } from '../../content/slugs.js';
import { RecordNotFound } from '../../domain-errors.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { TRASHED_FILTER, trashedWhere } from '../../http/trashed.js';
import { ValidationFailed } from '../../http/validation.js';
import { setPostTags } from '../tags/index.js';
import { postSelect } from './presenter.js';
import { coverSaver } from '../../uploads/cover-image.js';
import type { AutosaveInput, BulkInput, PostInput } from './schemas.js';

export const NEW_POST_TITLE = 'Untitled post';
const SLUG_TAKEN = 'Another post already uses this slug.';

function stateWhere(state: (typeof POST_STATES)[number] | '', now: Date): Prisma.BlogPostWhereInput {
  if (state === 'draft') return { status: 'draft' };
  if (state === 'scheduled') return { status: 'published', publishedAt: { gt: now } };
  if (state === 'published') return { status: 'published', OR: [{ publishedAt: null }, { publishedAt: { lte: now } }] };
  return {};
}

export async function listPosts(
  { db, dialect }: DataAccess,
  { at: now, query: rawQuery }: { at: Date; query: unknown },
) {
  const query = parseListQuery(rawQuery, {
    sorts: ['updatedAt', 'title', 'status', 'publishedAt'],
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { status: POST_STATES, trashed: TRASHED_FILTER },
  });
  const where: Prisma.BlogPostWhereInput = {
    AND: [
      trashedWhere(query.trashed),
      query.search
        ? { OR: [{ title: dialect.containsText(query.search) }, { excerpt: dialect.containsText(query.search) }] }
        : {},
      stateWhere(query.status, now),
    ],
  };
  // Undated drafts go last either way, the same in both databases.
  const order =
    query.sort === 'publishedAt'
      ? { publishedAt: { sort: query.direction, nulls: 'last' as const } }
      : { [query.sort]: query.direction };
  const [total, rows] = await Promise.all([
    db.blogPost.count({ where }),
    db.blogPost.findMany({ where, orderBy: [order, { id: 'desc' }], ...pageWindow(query), select: postSelect }),
  ]);
  return { query, total, rows };
}

/** "New post": a draft with a placeholder title and a unique slug, written by the editor. */
export async function createDraft({ db }: Pick<AppContext, 'db'>, authorId: number) {
  return createWithFreeSlug(async () =>
    db.blogPost.create({
      data: {
        title: NEW_POST_TITLE,
        slug: await uniqueSlug(db, 'blog_post', slugify(NEW_POST_TITLE)),
        authorId,
        status: 'draft',
      },
      select: { id: true },
    }),
  );
}

export async function findPost({ db }: Pick<AppContext, 'db'>, id: number) {
  const post = await db.blogPost.findUnique({ where: { id }, select: postSelect });
  if (!post) throw new RecordNotFound();
  return post;
}

/**
 * Saves the editor's form. A published post without a date is published now; a date ahead schedules
 * it. A new slug keeps the old URL working (301). The cover stays unless replaced or removed.
 */
export async function updatePost(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  { id, values: input, storeCover }: { id: number; values: PostInput; storeCover?: () => Promise<string> },
) {
  const post = await findPost({ db }, id);
  const saveCover = coverSaver(post.coverImage, input, storeCover);
  if (await slugTaken(db, 'blog_post', input.slug, id)) throw new ValidationFailed({ slug: SLUG_TAKEN });
  const cover = await saveCover();
  const publishedAt = input.status === 'published' ? (input.publishedAt ?? now()) : input.publishedAt;
  const slugClaim = { kind: 'blog_post' as const, slug: input.slug, id, taken: SLUG_TAKEN };
  await saveWithSlug(db, slugClaim, () =>
    db.$transaction(async (tx) => {
      await tx.blogPost.update({
        where: { id },
        data: {
          title: input.title,
          slug: input.slug,
          excerpt: input.excerpt,
          body: input.body,
          ...cover,
          status: input.status,
          publishedAt,
        },
      });
      await recordSlugChange(tx, 'blog_post', id, post.slug, input.slug);
      await setPostTags(tx, id, input.tags);
    }),
  );
}

const BULK_CHANGES: Record<PostBulkAction, (now: Date) => Prisma.BlogPostUpdateManyMutationInput> = {
  publish: () => ({ status: 'published' }),
  unpublish: () => ({ status: 'draft' }),
  delete: (now) => ({ deletedAt: now }),
};

/**
 * One action on the selected posts, all or nothing: every id must be a post in the list (not in the
 * trash), or nothing changes. Publishing keeps a post's date (a scheduled post stays scheduled) and
 * dates the undated ones now. Returns how many posts changed.
 */
export async function bulkChange(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { action, ids }: BulkInput,
): Promise<number> {
  const now = clock();
  const unique = [...new Set(ids)];
  return db.$transaction(async (tx) => {
    const where = { id: { in: unique }, deletedAt: null };
    if ((await tx.blogPost.count({ where })) !== unique.length)
      throw new ValidationFailed({ ids: 'Choose posts from the list.' });
    if (action === 'publish')
      await tx.blogPost.updateMany({ where: { ...where, publishedAt: null }, data: { publishedAt: now } });
    const { count } = await tx.blogPost.updateMany({ where, data: BULK_CHANGES[action](now) });
    return count;
  });
}

/**
 * Keeps a draft's words while the editor types (title, excerpt, text; nothing else). Only drafts: a
 * published or scheduled post changes only when its editor presses Save. Returns false when the post
 * is not a draft (or is in the trash), so nothing was written.
 */
export async function autosaveDraft(
  { db }: Pick<AppContext, 'db'>,
  { id, values: input }: { id: number; values: AutosaveInput },
): Promise<boolean> {
  const { count } = await db.blogPost.updateMany({
    where: { id, status: 'draft', deletedAt: null },
    data: { title: input.title, excerpt: input.excerpt, body: input.body },
  });
  return count === 1;
}
