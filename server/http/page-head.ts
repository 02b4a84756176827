import type { Response } from 'express';
import type { Props } from '@agora/inertia-express';

/**
 * What the first HTML of a page tells search engines, feed readers and link previews before any
 * script runs. URLs are paths on this site; the document makes them absolute from APP_URL.
 */
export interface PageHead {
  /** The page title without the brand (the document adds it, as the client's title callback does). */
  title?: string;
  description?: string;
  /** The one URL of this content (without search or page parameters that only filter it). */
  canonical?: string;
  /** Open Graph type: `article` for a post, `website` otherwise. */
  type?: 'website' | 'article';
  image?: { url: string; alt: string } | null;
  feeds?: readonly { title: string; url: string }[];
  /** Keep the page out of search results (e.g. an editor's preview of an unpublished post). */
  noindex?: boolean;
  /** schema.org JSON-LD (e.g. a post's `Article`); URLs in it must already be absolute. */
  structuredData?: Record<string, unknown>;
}

/** Hands the page's head to the document of a first visit (Inertia visits do not need it). */
export function setPageHead(res: Response, head: PageHead): void {
  res.inertia.viewData({ head });
}

/** The head a handler set, if any (the document's side of setPageHead). */
export function pageHeadOf(viewData: Props): PageHead {
  return (viewData.head ?? {}) as PageHead;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const absolute = (appUrl: string, url: string) => new URL(url, appUrl).toString();

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

const JSON_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` written as \u escapes (the same JSON to a
 * parser), so no text in it can close the element or open a comment. Being data (`application/ld+json`),
 * the script is never executed, so the CSP's script-src does not apply to it and it needs no nonce.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_IN_SCRIPT[char] ?? char);

/** The head as escaped tags: title, description, canonical link, Open Graph, feeds, robots, JSON-LD. */
export function headTags(head: PageHead, site: { appName: string; appUrl: string }): string {
  const title = head.title ? `${head.title} - ${site.appName}` : site.appName;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) {
    const url = absolute(site.appUrl, head.canonical);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    tags.push(
      meta('property', 'og:site_name', site.appName),
      meta('property', 'og:title', head.title ?? site.appName),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:url', url),
    );
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    if (head.image)
      tags.push(
        meta('property', 'og:image', absolute(site.appUrl, head.image.url)),
        meta('property', 'og:image:alt', head.image.alt),
      );
  }
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(site.appUrl, feed.url))}">`,
    );
  }
  if (head.structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  return tags.join('');
}
