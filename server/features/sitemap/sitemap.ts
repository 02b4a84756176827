import type { AppContext } from '../../context.js';
import { tagPath, visiblePost } from '../blog/index.js';
import { visibleLocation } from '../locations/index.js';

export const SITEMAP_PATH = '/sitemap.xml';

/** The list pages every visitor can reach, without a date of their own. */
const LIST_PAGES = ['/', '/blog', '/events', '/locations'];

interface Entry {
  path: string;
  lastmod?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const at = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/**
 * Every public page search engines should know: the list pages, visible posts, published events (not
 * drafts, and not cancelled ones, which stay reachable for those who had them but are no longer news)
 * and published locations, each with the date it last changed, and the page of every tag a visible post
 * carries. Four queries, whatever the site's size.
 */
export async function sitemapEntries({ db }: Pick<AppContext, 'db'>, now: Date): Promise<Entry[]> {
  const slugAndDate = { slug: true, updatedAt: true } as const;
  const [posts, events, locations, tags] = await Promise.all([
    db.blogPost.findMany({ where: visiblePost(now), orderBy: { id: 'asc' }, select: slugAndDate }),
    db.event.findMany({ where: { status: 'published' }, orderBy: { id: 'asc' }, select: slugAndDate }),
    db.location.findMany({ where: visibleLocation(), orderBy: { id: 'asc' }, select: slugAndDate }),
    db.tag.findMany({
      where: { posts: { some: { post: visiblePost(now) } } },
      orderBy: { slug: 'asc' },
      select: { slug: true },
    }),
  ]);
  return [
    ...LIST_PAGES.map((path) => ({ path })),
    ...posts.map((row) => ({ path: at('/blog', row.slug), lastmod: row.updatedAt })),
    ...events.map((row) => ({ path: at('/events', row.slug), lastmod: row.updatedAt })),
    ...locations.map((row) => ({ path: at('/locations', row.slug), lastmod: row.updatedAt })),
    ...tags.map((row) => ({ path: tagPath(row.slug) })),
  ];
}

/** The sitemaps.org XML of the entries, every URL absolute and escaped. */
export function sitemapXml(entries: Entry[], appUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, appUrl).toString())}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
  ].join('\n');
}
