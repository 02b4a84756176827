import type { Database } from '../../db.js';
import { postDetailSelect, postSummarySelect, presentPostDetail, presentPostSummary } from './presenter.js';
import { visiblePost } from './visibility.js';

export async function latestPosts(db: Database, now: Date, take = 50) {
  const posts = await db.blogPost.findMany({ where: visiblePost(now), orderBy: { publishedAt: 'desc' }, take, select: postSummarySelect });
  return posts.map(presentPostSummary);
}

export async function postBySlug(db: Database, now: Date, slug: string) {
  const post = await db.blogPost.findFirst({ where: { ...visiblePost(now), slug }, select: postDetailSelect });
  return post && presentPostDetail(post);
}
