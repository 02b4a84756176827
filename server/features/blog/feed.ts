import { Feed } from 'feed';
import type { TagRef } from '../../../common/types/content.js';
import type { Database } from '../../db.js';
import { escapeHtml } from '../../mail/message.js';
import { largestImageUrl } from '../../uploads/presenter.js';
import { taggedWith } from '../tags/index.js';
import { postExcerpt, postSelect } from './presenter.js';
import { visiblePost } from './visibility.js';

export const FEED_PATH = '/blog/rss.xml';
const FEED_SIZE = 20;

/** The feed as pages announce it in their head (`<link rel="alternate">`). */
export const blogFeedLink = (appName: string) => ({ title: `${appName} blog`, url: FEED_PATH });

/** A tag's page on the blog, and its feed as the page announces it. */
export const tagPath = (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`;
export const tagFeedLink = (appName: string, tag: TagRef) => ({
  title: `${appName} blog: ${tag.name}`,
  url: `${tagPath(tag.slug)}/rss.xml`,
});

/**
 * RSS 2.0 of the latest visible posts, every link absolute (feed readers live elsewhere). Readers show
 * an item's title and description as HTML, so the plain text editors wrote is escaped for them; only
 * the content is HTML, the same sanitised rendering the post page shows.
 */
export async function blogFeed(
  { db, config: site }: { db: Database; config: { appName: string; appUrl: string } },
  { at: now, tag }: { at: Date; tag?: TagRef },
): Promise<string> {
  const rows = await db.blogPost.findMany({
    where: { ...visiblePost(now), ...taggedWith(tag?.slug) },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: FEED_SIZE,
    select: postSelect,
  });
  const absolute = (path: string) => new URL(path, site.appUrl).toString();
  const about = tag ? tagFeedLink(site.appName, tag) : blogFeedLink(site.appName);
  const page = tag ? tagPath(tag.slug) : '/blog';
  const feed = new Feed({
    id: absolute(page),
    // A tag's name is an editor's text, and readers show these as HTML: escaped like the items' titles.
    title: escapeHtml(about.title),
    description: escapeHtml(
      tag ? `Posts tagged “${tag.name}” on ${site.appName}.` : `News and stories from ${site.appName}.`,
    ),
    link: absolute(page),
    language: 'en',
    updated: rows[0]?.publishedAt ?? now,
    generator: false,
    feedLinks: { rss: absolute(about.url) },
    copyright: `© ${site.appName}`,
  });
  for (const row of rows) {
    const link = absolute(`/blog/${encodeURIComponent(row.slug)}`);
    const image = largestImageUrl(row.coverImage);
    feed.addItem({
      title: escapeHtml(row.title),
      id: link,
      link,
      date: row.publishedAt ?? now,
      description: escapeHtml(postExcerpt(row)),
      content: row.bodyHtml,
      ...(row.author && !row.author.deletedAt ? { author: [{ name: row.author.name }] } : {}),
      ...(image ? { image: { url: absolute(image), type: 'image/webp' } } : {}),
    });
  }
  return feed.rss2();
}
