// The public blog and event lists scroll on phones: each page is also a scroll prop the client can
// append the next page of (the protocol's infinite scroll), besides its numbered page links.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../common/types/list.js';
import { visit, type VisitOptions } from '../support/inertia-request.js';
import { createTestApp } from '../support/test-app.js';
import { createPost, HOUR } from './blog/support.js';
import { createEvent } from './tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const version = testApp.context.assets.version;

const BLOG_PAGE = 12;
for (let count = 0; count < BLOG_PAGE + 3; count += 1)
  await createPost(db, { title: `Post ${count}`, publishedAt: new Date(NOW.getTime() - (count + 1) * HOUR) });
for (let count = 0; count < 12; count += 1) await createEvent(db, NOW, { title: `Event ${count}`, inDays: count + 1 });

interface ScrollPage {
  props: Record<string, Paginated<{ id: number; title: string }>>;
  scrollProps?: Record<string, { pageName: string; currentPage: number; nextPage: number | null; reset: boolean }>;
  mergeProps?: string[];
  prependProps?: string[];
  matchPropsOn?: string[];
}

async function pageOf(url: string, options: VisitOptions = {}, intent?: string) {
  const get = visit(request(testApp.app), url, { version, ...options });
  if (intent) get.set('X-Inertia-Infinite-Scroll-Merge-Intent', intent);
  return (await get.expect(200)).body as ScrollPage;
}

describe('the blog list', () => {
  it('tells the client its page and the next one to scroll to', async () => {
    const page = await pageOf('/blog');
    expect(page.props.posts!.data).toHaveLength(BLOG_PAGE);
    expect(page.scrollProps).toEqual({
      posts: { pageName: 'page', currentPage: 1, previousPage: null, nextPage: 2, reset: false },
    });
  });

  it('sends the next page for the client to add below the posts it shows', async () => {
    const page = await pageOf('/blog?page=2', { partialComponent: 'blog/Index', only: ['posts'] }, 'append');
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'old', 'posts']);
    expect(page.props.posts!.data.map((post) => post.title)).toEqual(['Post 12', 'Post 13', 'Post 14']);
    expect(page.mergeProps).toEqual(['posts.data']);
    expect(page.matchPropsOn).toEqual(['posts.data.id']);
    expect(page.scrollProps?.posts).toMatchObject({ currentPage: 2, previousPage: 1, nextPage: null });
  });

  it('scrolls through a search or a tag like the whole blog', async () => {
    const searched = await pageOf('/blog?search=Post');
    expect(searched.scrollProps?.posts).toMatchObject({ currentPage: 1, nextPage: 2 });
    const tag = await db.tag.create({ data: { name: 'Walks', slug: 'walks' } });
    const tagged = await pageOf(`/blog/tag/${tag.slug}`);
    expect(tagged.scrollProps?.posts).toMatchObject({ currentPage: 1, nextPage: null });
  });
});

describe('the event list', () => {
  it('sends a previous page for the client to add above, and starts afresh when told to reset', async () => {
    const previous = await pageOf('/events?page=1', { partialComponent: 'event/Index', only: ['events'] }, 'prepend');
    expect(previous.prependProps).toEqual(['events.data']);
    expect(previous.mergeProps).toBeUndefined();
    const reset = await pageOf('/events?search=Event', {
      partialComponent: 'event/Index',
      only: ['events'],
      reset: ['events'],
    });
    expect(reset.mergeProps).toBeUndefined();
    expect(reset.scrollProps?.events).toMatchObject({ currentPage: 1, nextPage: 2, reset: true });
  });

  it('has no page to scroll to past its last one, and still numbers its pages', async () => {
    const last = await pageOf('/events?page=2');
    expect(last.props.events!.data.map((event) => event.title)).toEqual(['Event 10', 'Event 11']);
    expect(last.props.events!.links.map((link) => link.page)).toEqual([1, 2]);
    expect(last.scrollProps?.events).toMatchObject({ currentPage: 2, previousPage: 1, nextPage: null });
    const beyond = await pageOf('/events?page=9');
    expect(beyond.scrollProps?.events).toMatchObject({ currentPage: 9, previousPage: 2, nextPage: null });
  });
});
