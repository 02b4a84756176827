import type { PostDetail } from '../../../common/types/content.js';

/**
 * schema.org `Article` of a post, for search engines' rich results: headline, description, dates,
 * author, publisher and image, every URL absolute. A draft has no date yet, so it has none here.
 */
export function articleData(
  post: PostDetail,
  updatedAt: Date,
  image: string | null,
  site: { appName: string; appUrl: string },
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, site.appUrl).toString();
  const url = absolute(`/blog/${encodeURIComponent(post.slug)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: updatedAt.toISOString(),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'Organization', name: site.appName, url: absolute('/') },
    ...(image ? { image: [absolute(image)] } : {}),
  };
}
