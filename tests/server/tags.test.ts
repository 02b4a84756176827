// Tags on posts and events (SPEC §13): editors set them, pages link them, and each tag filters the blog
// (`/blog/tag/:slug`, with its own feed) and the events list (`/events?tag=`).
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail } from '../../common/types/blog-admin.js';
import type { PostSummary, TagRef } from '../../common/types/content.js';
import type { AdminEventForm } from '../../common/types/event-admin.js';
import type { EventIndexProps } from '../../common/types/events.js';
import type { Paginated } from '../../common/types/list.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { page, signedInWith, submit, type Agent } from './admin/support.js';
import { createPost } from './blog/support.js';
import { createEvent } from './events/admin/support.js';

let testApp: TestApp;
let editor: Agent;
let admin: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-06-15T12:00:00Z') } });
  ({ agent: editor } = await signedInWith(testApp, ['editor']));
  ({ agent: admin } = await signedInWith(testApp, ['admin']));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  const { db } = testApp.context;
  await db.tag.deleteMany();
  await db.blogPost.deleteMany();
});

const db = () => testApp.context.db;
const postForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Camp report',
  slug: `camp-report-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: '',
  body: 'We went outside.',
  coverImageAlt: '',
  status: 'published',
  publishedAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});
const savePost = (id: number, body: Record<string, unknown>) =>
  submit(editor, 'put', `/admin/blog/${id}`, body, `/admin/blog/${id}/edit`);
const guestPage = async <Props>(url: string) => {
  const response = await request(testApp.app)
    .get(url)
    .set({ 'X-Inertia': 'true', 'X-Inertia-Version': testApp.context.assets.version })
    .expect(200);
  return response.body as { component: string; props: Props };
};

describe('tags on posts', () => {
  it('are saved from the editor once each, in the spelling first used, and shown on the post and its card', async () => {
    const post = await createPost(db(), { publishedAt: null, status: 'draft' });
    await createPost(db(), { title: 'Untagged' });
    await savePost(post.id, postForm({ tags: 'Camps, camps ,  Summer   nights, Zomer-Kamp' })).expect(303);

    const tags = await db().tag.findMany({ orderBy: { slug: 'asc' }, select: { name: true, slug: true } });
    expect(tags).toEqual([
      { name: 'Camps', slug: 'camps' },
      { name: 'Summer nights', slug: 'summer-nights' },
      { name: 'Zomer-Kamp', slug: 'zomer-kamp' },
    ]);
    const edit = await page<{ post: AdminPostDetail }>(testApp, editor, `/admin/blog/${post.id}/edit`);
    expect(edit.props.post.tags).toBe('Camps, Summer nights, Zomer-Kamp');

    const blog = await guestPage<{ posts: Paginated<PostSummary> }>('/blog');
    const card = blog.props.posts.data.find((summary) => summary.id === post.id)!;
    expect(card.tags.map((tag) => tag.slug)).toEqual(['camps', 'summer-nights', 'zomer-kamp']);

    // Taking one away leaves the tag for others but not on this post.
    await savePost(post.id, postForm({ slug: 'kept', tags: 'Camps' })).expect(303);
    expect(await db().postTag.count({ where: { postId: post.id } })).toBe(1);
    expect(await db().tag.count()).toBe(3);
  });

  it('refuses too many, too long or empty-worded tags with a field error and writes nothing', async () => {
    const post = await createPost(db(), { title: 'Before' });
    const tooMany = Array.from({ length: 11 }, (_, index) => `Tag ${index}`).join(', ');
    for (const tags of [tooMany, 'x'.repeat(41), 'Good, ???', 42]) {
      const response = await savePost(post.id, postForm({ title: 'After', tags })).expect(303);
      expect(response.headers.location).toBe(`/admin/blog/${post.id}/edit`);
      const edit = await page<{ post: AdminPostDetail; errors: Record<string, string> }>(
        testApp,
        editor,
        `/admin/blog/${post.id}/edit`,
      );
      expect(edit.props.errors.tags).toBeTruthy();
    }
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe('Before');
    expect(await db().tag.count()).toBe(0);
  });

  it("have a page listing the tag's visible posts, and a feed of them", async () => {
    const tagged = await createPost(db(), { title: 'Tagged and out' });
    const draft = await createPost(db(), { title: 'Tagged draft', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Other' });
    await savePost(tagged.id, postForm({ title: 'Tagged and out', tags: 'Film club' })).expect(303);
    await savePost(
      draft.id,
      postForm({ title: 'Tagged draft', status: 'draft', publishedAt: '', tags: 'Film club' }),
    ).expect(303);

    const tagPage = await guestPage<{ posts: Paginated<PostSummary>; tag: TagRef }>('/blog/tag/film-club');
    expect(tagPage.component).toBe('blog/Index');
    expect(tagPage.props.tag).toEqual({ name: 'Film club', slug: 'film-club' });
    expect(tagPage.props.posts.data.map((post) => post.title)).toEqual(['Tagged and out']);

    const html = await request(testApp.app).get('/blog/tag/film-club').expect(200);
    expect(html.text).toMatch(
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/blog\/tag\/film-club\/rss\.xml">/,
    );

    const feed = await request(testApp.app).get('/blog/tag/film-club/rss.xml').expect(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.text).toContain('<title><![CDATA[Tagged and out]]></title>');
    expect(feed.text).not.toContain('Tagged draft');
    expect(feed.text).not.toContain('<title><![CDATA[Other]]></title>');

    // A tag's name reaches feed readers as text, escaped like a post's title.
    const marked = await createPost(db(), { title: 'Marked' });
    await savePost(marked.id, postForm({ title: 'Marked', tags: '<b>Bold</b> club' })).expect(303);
    const escaped = await request(testApp.app).get('/blog/tag/lessbgreaterboldlessbgreater-club/rss.xml').expect(200);
    // Escaped for HTML, then for XML: a reader decodes the XML and shows the tags as text.
    expect(escaped.text).toContain('<title>Agora blog: &amp;lt;b&amp;gt;Bold&amp;lt;/b&amp;gt; club</title>');
    expect(escaped.text).not.toContain('Agora blog: &lt;b&gt;');

    await request(testApp.app).get('/blog/tag/no-such-tag').expect(404);
    await request(testApp.app).get('/blog/tag/no-such-tag/rss.xml').expect(404);
  });
});

describe('tags on events', () => {
  it('are saved from the event editor and filter the public events list', async () => {
    const market = await createEvent(db(), { title: 'Tagged market' });
    await createEvent(db(), { title: 'Untagged talk' });
    const { props } = await page<{ event: AdminEventForm }>(testApp, admin, `/admin/events/${market.id}/edit`);
    const { id: _id, cover: _cover, ...fields } = props.event;
    await submit(
      admin,
      'put',
      `/admin/events/${market.id}`,
      { ...fields, tags: 'Markets, Food' },
      `/admin/events/${market.id}/edit`,
    ).expect(303);

    const filtered = await guestPage<EventIndexProps>('/events?tag=markets');
    expect(filtered.props.tag).toEqual({ name: 'Markets', slug: 'markets' });
    expect(filtered.props.filters.tag).toBe('markets');
    expect(filtered.props.events.data.map((event) => event.title)).toEqual(['Tagged market']);
    expect(filtered.props.events.data[0]!.tags).toEqual([
      { name: 'Markets', slug: 'markets' },
      { name: 'Food', slug: 'food' },
    ]);

    // An unknown tag is no filter, like any other invalid value.
    const unknown = await guestPage<EventIndexProps>('/events?tag=nothing-here');
    expect(unknown.props.tag).toBeNull();
    expect(unknown.props.events.data.map((event) => event.title)).toEqual(
      expect.arrayContaining(['Tagged market', 'Untagged talk']),
    );
  });
});
