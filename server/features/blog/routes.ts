import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { can } from '../../http/authorization.js';
import { HttpError } from '../../http/http-error.js';
import { paginated } from '../../http/list-query.js';
import { setPageHead } from '../../http/page-head.js';
import { scrollingList } from '../../http/scrolling-list.js';
import { readKey } from '../../content/kept-reads.js';
import { largestImageUrl } from '../../uploads/presenter.js';
import { tagAt } from '../tags/index.js';
import { blogFeed, blogFeedLink, FEED_PATH, tagFeedLink, tagPath } from './feed.js';
import { articleData } from './structured-data.js';
import { relatedPosts } from './related.js';
import { postAt, searchPosts } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function blogRoutes(context: AppContext): Router {
  const { now, config, keptReads } = context;
  const router = Router();
  const on = routesOn(router);
  const feeds = [blogFeedLink(config.appName)];

  on(ROUTES.blog.index, 'GET', async (req, res) => {
    const at = now();
    const { items, filters } = await keptReads.read(readKey(urls.blog.index(), req.query), at, async () => {
      const { query, total, posts } = await searchPosts(context, { at, query: req.query });
      return paginated(urls.blog.index(), query, total, posts);
    });
    setPageHead(res, {
      title: 'Blog',
      description: `News and stories from ${config.appName}.`,
      canonical: urls.blog.index(),
      feeds,
    });
    await res.inertia.render('blog/Index', { posts: scrollingList(items), filters, tag: null });
  });

  on(ROUTES.blog.feed, 'GET', async (_req, res) => {
    const at = now();
    res
      .type('application/rss+xml; charset=utf-8')
      .send(await keptReads.read(FEED_PATH, at, () => blogFeed(context, { at })));
  });

  // A tag's posts: the blog's index filtered, with the tag's own feed beside the blog's.
  on(ROUTES.blog.tag, 'GET', async (req, res) => {
    const at = now();
    const page = await keptReads.read(readKey(urls.blog.tag(req.params.slug), req.query), at, async () => {
      const tag = await tagAt(context, req.params.slug);
      if (!tag) return null;
      const { query, total, posts } = await searchPosts(context, { at, query: req.query, tag: tag.slug });
      return { tag, ...paginated(tagPath(tag.slug), query, total, posts) };
    });
    if (!page) throw new HttpError(404);
    const { tag, items, filters } = page;
    const path = tagPath(tag.slug);
    setPageHead(res, {
      title: `Posts tagged “${tag.name}”`,
      description: `Posts tagged “${tag.name}” on ${config.appName}.`,
      canonical: path,
      feeds: [tagFeedLink(config.appName, tag), ...feeds],
    });
    await res.inertia.render('blog/Index', { posts: scrollingList(items), filters, tag });
  });

  on(ROUTES.blog.tagFeed, 'GET', async (req, res) => {
    const at = now();
    const feed = await keptReads.read(readKey(urls.blog.tagFeed(req.params.slug)), at, async () => {
      const tag = await tagAt(context, req.params.slug);
      return tag && blogFeed(context, { at, tag });
    });
    if (!feed) throw new HttpError(404);
    res.type('application/rss+xml; charset=utf-8').send(feed);
  });

  // Editors see drafts and scheduled posts at their public URL, marked as not published.
  on(ROUTES.blog.show, 'GET', async (req, res) => {
    const editor = can(res.locals.user, PERMISSIONS.blogManage);
    const at = now();
    const read = async () => {
      const found = await postAt(context, { at, slug: req.params.slug, editor });
      return found.found === 'post'
        ? { ...found, related: await relatedPosts(context, { at, post: found.post }) }
        : found;
    };
    // Editors see more than visitors: their reads are their own.
    const found = editor ? await read() : await keptReads.read(readKey(urls.blog.show(req.params.slug)), at, read);
    if (found.found === 'moved') return res.redirect(301, urls.blog.show(encodeURIComponent(found.slug)));
    if (found.found === 'none') throw new HttpError(404);
    const { post, coverImage, updatedAt, state, related } = found;
    const image = largestImageUrl(coverImage);
    setPageHead(res, {
      title: post.title,
      description: post.excerpt,
      canonical: urls.blog.show(encodeURIComponent(post.slug)),
      type: 'article',
      image: image ? { url: image, alt: post.cover?.alt ?? '' } : null,
      feeds,
      noindex: state !== 'published',
      structuredData: articleData(post, updatedAt, image, config),
    });
    await res.inertia.render('blog/Show', { post, state, related });
  });

  return router;
}
