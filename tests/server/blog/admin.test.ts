import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail, AdminPostSummary } from '../../../common/types/blog-admin.js';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from '../admin/support.js';
import { createPost, HOUR } from './support.js';

let testApp: TestApp;
let editor: Agent;
let editorId: number;
let member: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({
    agent: editor,
    user: { id: editorId },
  } = await signedInWith(testApp, ['editor'], { name: 'Erin Editor' }));
  ({ agent: member } = await signedInWith(testApp, []));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.context.db.slugRedirect.deleteMany();
  await testApp.context.db.blogPost.deleteMany();
});

const db = () => testApp.context.db;
type IndexProps = { posts: Paginated<AdminPostSummary>; filters: ListFilters };
const list = (query = '') => page<IndexProps>(testApp, editor, `/admin/blog${query}`);
const edit = (id: number) => page<{ post: AdminPostDetail }>(testApp, editor, `/admin/blog/${id}/edit`);
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Summer camp report',
  slug: 'summer-camp-report',
  excerpt: '',
  body: 'We went **outside**.',
  coverImageAlt: '',
  status: 'draft',
  publishedAt: '',
  ...overrides,
});
const save = (id: number, body: Record<string, unknown>) =>
  submit(editor, 'put', `/admin/blog/${id}`, body, `/admin/blog/${id}/edit`);

describe('admin blog list', () => {
  it('lists posts with their state, searchable by title and excerpt, sortable, filtered by state', async () => {
    const now = testApp.clock.now;
    await createPost(db(), { title: 'Draft about bikes', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Scheduled market', publishedAt: new Date(now.getTime() + HOUR) });
    await createPost(db(), {
      title: 'Published story',
      excerpt: 'All about bikes',
      publishedAt: new Date(now.getTime() - HOUR),
    });

    const { component, props } = await list('?sort=title&direction=asc');
    expect(component).toBe('admin/blog/Index');
    expect(props.posts.data.map((post) => [post.title, post.state])).toEqual([
      ['Draft about bikes', 'draft'],
      ['Published story', 'published'],
      ['Scheduled market', 'scheduled'],
    ]);
    expect((await list('?search=bikes&sort=title&direction=asc')).props.posts.data.map((post) => post.title)).toEqual([
      'Draft about bikes',
      'Published story',
    ]);
    expect((await list('?status=scheduled')).props.posts.data.map((post) => post.title)).toEqual(['Scheduled market']);
    expect((await list('?status=published')).props.posts.data.map((post) => post.title)).toEqual(['Published story']);
    expect((await list('?sort=publishedAt&direction=desc')).props.posts.data.map((post) => post.title)).toEqual([
      'Scheduled market',
      'Published story',
      'Draft about bikes',
    ]);
  });

  it('keeps the query string in its page links', async () => {
    for (let index = 0; index < 12; index += 1) await createPost(db(), { title: `Bulk ${index}` });
    const { props } = await list('?search=Bulk&status=published&sort=title');
    expect(props.posts.total).toBe(12);
    expect(props.posts.nextUrl).toBe(
      '/admin/blog?search=Bulk&sort=title&direction=desc&page=2&perPage=10&status=published',
    );
    expect(props.filters).toMatchObject({ search: 'Bulk', status: 'published', trashed: '' });
  });

  it('hides posts in the trash unless asked for them', async () => {
    await createPost(db(), { title: 'Kept' });
    await createPost(db(), { title: 'Trashed', deletedAt: new Date() });
    expect((await list()).props.posts.data.map((post) => post.title)).toEqual(['Kept']);
    expect((await list('?trashed=only')).props.posts.data.map((post) => [post.title, post.deletedAt !== null])).toEqual(
      [['Trashed', true]],
    );
    expect((await list('?trashed=with&sort=title&direction=asc')).props.posts.data.map((post) => post.title)).toEqual([
      'Kept',
      'Trashed',
    ]);
  });
});

describe('new post', () => {
  it('creates an untitled draft by the editor and opens its edit page', async () => {
    const first = await submit(editor, 'post', '/admin/blog', {}, '/admin/blog').expect(302);
    const second = await submit(editor, 'post', '/admin/blog', {}, '/admin/blog').expect(302);
    const posts = await db().blogPost.findMany({ orderBy: { id: 'asc' } });
    expect(posts.map((post) => [post.title, post.slug, post.status, post.authorId])).toEqual([
      ['Untitled post', 'untitled-post', 'draft', editorId],
      ['Untitled post', 'untitled-post-2', 'draft', editorId],
    ]);
    expect(first.headers.location).toBe(`/admin/blog/${posts[0]!.id}/edit`);
    expect(second.headers.location).toBe(`/admin/blog/${posts[1]!.id}/edit`);
    const { component, props } = await edit(posts[0]!.id);
    expect(component).toBe('admin/blog/Edit');
    expect(props.post).toMatchObject({
      title: 'Untitled post',
      status: 'draft',
      state: 'draft',
      cover: null,
      deletedAt: null,
    });
  });
});

describe('editing a post', () => {
  it('saves the fields; a published post without a date is published now', async () => {
    const post = await createPost(db(), { status: 'draft', publishedAt: null });
    await save(post.id, form({ status: 'published', excerpt: 'Our week in the woods.' })).expect(303);
    const saved = await db().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(saved).toMatchObject({
      title: 'Summer camp report',
      slug: 'summer-camp-report',
      excerpt: 'Our week in the woods.',
      status: 'published',
    });
    expect(saved.publishedAt).toEqual(testApp.clock.now);
    expect((await edit(post.id)).flash).toEqual({ success: 'Post saved.' });
  });

  it('schedules a post with a date ahead, shown as scheduled', async () => {
    const post = await createPost(db(), { status: 'draft', publishedAt: null });
    const tomorrow = new Date(testApp.clock.now.getTime() + 24 * HOUR);
    tomorrow.setUTCMilliseconds(0);
    // The editor's browser sends its local time with its offset.
    const local = new Date(tomorrow.getTime() + 2 * HOUR).toISOString().replace(/\.000Z$/, '+02:00');
    await save(post.id, form({ status: 'published', publishedAt: local })).expect(303);
    const { props } = await edit(post.id);
    expect(props.post).toMatchObject({ state: 'scheduled', publishedAt: tomorrow.toISOString() });
  });

  it('renames the slug and keeps the old address as a permanent redirect', async () => {
    const post = await createPost(db(), { slug: 'old-name' });
    await save(post.id, form({ slug: 'new-name', status: 'published' })).expect(303);
    const response = await request(testApp.app).get('/blog/old-name').expect(301);
    expect(response.headers.location).toBe('/blog/new-name');
  });

  it.each([
    [{ title: '' }, 'title', 'The title is required.'],
    [{ title: 't'.repeat(201) }, 'title', 'The title may not be longer than 200 characters.'],
    [{ slug: 'Not A Slug' }, 'slug', 'Use lower-case letters, digits and single dashes, like our-new-season.'],
    [{ slug: 'double--dash' }, 'slug', 'Use lower-case letters, digits and single dashes, like our-new-season.'],
    [{ slug: '' }, 'slug', 'The slug is required.'],
    [{ status: 'archived' }, 'status', 'Choose draft or published.'],
    [{ publishedAt: 'next tuesday' }, 'publishedAt', 'Enter a valid date and time.'],
    [{ publishedAt: '9999-12-31T23:59:59-23:59' }, 'publishedAt', 'Choose a date between 1900 and 2999.'],
    [{ excerpt: 'e'.repeat(301) }, 'excerpt', 'The excerpt may not be longer than 300 characters.'],
    [{ authorId: 1 }, 'authorId', 'This field is not accepted.'],
    [{ body: '> '.repeat(5000) }, 'body', 'This text nests quotes or lists too deeply to show.'],
  ])('refuses %j with an error on %s and changes nothing', async (overrides, field, message) => {
    const post = await createPost(db(), { title: 'Untouched', slug: 'untouched', status: 'draft', publishedAt: null });
    await save(post.id, form(overrides)).expect(303);
    expect((await edit(post.id)).props.errors[field]).toBe(message);
    expect(await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      title: 'Untouched',
      slug: 'untouched',
      status: 'draft',
    });
  });

  it('refuses a slug another post uses', async () => {
    await createPost(db(), { slug: 'taken' });
    const post = await createPost(db(), { slug: 'mine' });
    await save(post.id, form({ slug: 'taken' })).expect(303);
    expect((await edit(post.id)).props.errors.slug).toBe('Another post already uses this slug.');
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).slug).toBe('mine');
  });

  it('answers 404 for a post that does not exist', async () => {
    await save(999999, form()).expect(404);
  });
});

describe('moving posts to the trash', () => {
  it('soft-deletes a post and restores it', async () => {
    const post = await createPost(db(), { title: 'Oops' });
    await submit(editor, 'delete', `/admin/blog/${post.id}`, {}, '/admin/blog').expect(303);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).deletedAt).toEqual(testApp.clock.now);
    const { props, flash } = await list();
    expect(props.posts.data).toEqual([]);
    expect(flash.success).toMatch(/^Post deleted\./);
    await submit(editor, 'put', `/admin/blog/${post.id}/restore`, {}, `/admin/blog/${post.id}/edit`).expect(303);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).deletedAt).toBeNull();
    expect((await edit(post.id)).flash).toEqual({ success: 'Post restored.' });
  });
});

describe('bulk actions', () => {
  it('publishes, unpublishes and trashes the selected posts in one go, and says how many', async () => {
    const now = testApp.clock.now;
    const undated = await createPost(db(), { status: 'draft', publishedAt: null });
    const scheduled = await createPost(db(), { status: 'draft', publishedAt: new Date(now.getTime() + HOUR) });
    const other = await createPost(db(), { status: 'draft', publishedAt: null });

    await submit(
      editor,
      'post',
      '/admin/blog/bulk',
      { action: 'publish', ids: [undated.id, scheduled.id] },
      '/admin/blog',
    ).expect(303);
    expect((await list()).flash).toEqual({ success: '2 posts published.' });
    const states = async () =>
      Object.fromEntries(
        (await list('?trashed=with')).props.posts.data.map((post) => [
          post.id,
          post.deletedAt ? 'trashed' : post.state,
        ]),
      );
    expect(await states()).toEqual({ [undated.id]: 'published', [scheduled.id]: 'scheduled', [other.id]: 'draft' });
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: undated.id } })).publishedAt).toEqual(now);

    await submit(editor, 'post', '/admin/blog/bulk', { action: 'unpublish', ids: [undated.id] }, '/admin/blog').expect(
      303,
    );
    expect((await list()).flash).toEqual({ success: '1 post unpublished.' });
    await submit(
      editor,
      'post',
      '/admin/blog/bulk',
      { action: 'delete', ids: [undated.id, other.id] },
      '/admin/blog',
    ).expect(303);
    expect((await list()).flash).toEqual({ success: '2 posts deleted.' });
    expect(await states()).toEqual({ [undated.id]: 'trashed', [scheduled.id]: 'scheduled', [other.id]: 'trashed' });
  });

  it.each([
    [{ action: 'publish', ids: [] }, 'ids', 'Select at least one post.'],
    [{ action: 'publish' }, 'ids', 'Choose posts from the list.'],
    [{ action: 'publish', ids: ['one'] }, 'ids.0', 'Invalid input: expected number, received string'],
    [{ action: 'archive', ids: [1] }, 'action', 'Choose an action.'],
  ])('refuses %j with an error on %s and changes nothing', async (input, field, message) => {
    const post = await createPost(db(), { status: 'draft', publishedAt: null });
    await submit(editor, 'post', '/admin/blog/bulk', input, '/admin/blog').expect(303);
    expect((await list()).props.errors[field]).toBe(message);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe('draft');
  });

  it('changes nothing when one of the ids is unknown or in the trash', async () => {
    const post = await createPost(db(), { status: 'draft', publishedAt: null });
    const trashed = await createPost(db(), { status: 'draft', publishedAt: null, deletedAt: new Date() });
    for (const ids of [
      [post.id, 999999],
      [post.id, trashed.id],
    ]) {
      await submit(editor, 'post', '/admin/blog/bulk', { action: 'publish', ids }, '/admin/blog').expect(303);
      expect((await list()).props.errors.ids).toBe('Choose posts from the list.');
    }
    expect((await db().blogPost.findMany({ select: { status: true } })).map((row) => row.status)).toEqual([
      'draft',
      'draft',
    ]);
  });
});

describe('live preview', () => {
  it('renders Markdown with the same sanitiser as the published page', async () => {
    const { body } = await submit(editor, 'post', '/admin/blog/preview', {
      body: '# Hi <script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src="a.png" onerror="alert(3)">',
    }).expect(200);
    expect(body.html).toContain('<h1>Hi </h1>');
    expect(body.html).not.toMatch(/<script|javascript:|onerror/i);
  });

  it('answers 422 with an error for a body that is too long', async () => {
    const { body } = await submit(editor, 'post', '/admin/blog/preview', { body: 'x'.repeat(100_001) }).expect(422);
    expect(body.errors.body).toBe('The text may not be longer than 100,000 characters.');
  });
});

describe('members without blog.manage', () => {
  it('are refused (403) the list, the bulk action and the preview, and nothing changes', async () => {
    const post = await createPost(db(), { status: 'draft', publishedAt: null });
    await submit(member, 'post', '/admin/blog/bulk', { action: 'publish', ids: [post.id] }).expect(403);
    await submit(member, 'post', '/admin/blog/preview', { body: '*hi*' }).expect(403);
    await submit(member, 'put', `/admin/blog/${post.id}`, form({ status: 'published' })).expect(403);
    await member.get('/admin/blog').expect(403);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe('draft');
  });

  it('cannot preview without the CSRF token (419)', async () => {
    await editor.post('/admin/blog/preview').send({ body: 'hi' }).expect(419);
  });
});
