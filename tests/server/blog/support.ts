// The blog tests' vocabulary: posts made straight in the database, as an editor would leave them.
import type { Database } from '../../../server/db.js';

let sequence = 0;

export interface PostOptions {
  title?: string;
  slug?: string;
  excerpt?: string;
  body?: string;
  status?: 'draft' | 'published';
  publishedAt?: Date | null;
  authorId?: number | null;
  deletedAt?: Date | null;
  coverImage?: string | null;
  coverImageAlt?: string | null;
}

export async function createPost(db: Database, options: PostOptions = {}) {
  sequence += 1;
  const title = options.title ?? `Post ${sequence}`;
  return db.blogPost.create({
    data: {
      title,
      slug: options.slug ?? `post-${sequence}-${Date.now()}`,
      excerpt: options.excerpt ?? '',
      body: options.body ?? 'Some text.',
      status: options.status ?? 'published',
      publishedAt: options.publishedAt === undefined ? new Date(Date.now() - 60_000) : options.publishedAt,
      authorId: options.authorId ?? null,
      deletedAt: options.deletedAt ?? null,
      coverImage: options.coverImage ?? null,
      coverImageAlt: options.coverImageAlt ?? null,
    },
  });
}

export const HOUR = 60 * 60 * 1000;
