import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostDetail, PostSummary } from '../../../common/types/content.js';
import type { Paginated } from '../../../common/types/list.js';
import { createUser } from '../../support/factories.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, type Agent } from '../admin/support.js';
import { createPost, HOUR } from './support.js';

const APP_URL = 'https://agora.example';
let testApp: TestApp;
let editor: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ env: { APP_URL } });
  ({ agent: editor } = await signedInWith(testApp, ['editor']));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.context.db.slugRedirect.deleteMany();
  await testApp.context.db.blogPost.deleteMany();
});

const db = () => testApp.context.db;
const ago = (hours: number) => new Date(testApp.clock.now.getTime() - hours * HOUR);
const visitor = (url: string) => visit(request(testApp.app), url, { version: testApp.context.assets.version });
const index = async (query = '') =>
  (await visitor(`/blog${query}`).expect(200)).body.props.posts as Paginated<PostSummary>;

describe('the public blog index', () => {
  it('lists only published posts whose time has come, newest first', async () => {
    await createPost(db(), { title: 'Older', publishedAt: ago(48) });
    await createPost(db(), { title: 'Newer', publishedAt: ago(1) });
    await createPost(db(), { title: 'Draft', status: 'draft', publishedAt: ago(2) });
    await createPost(db(), { title: 'Scheduled', publishedAt: ago(-1) });
    await createPost(db(), { title: 'Trashed', publishedAt: ago(3), deletedAt: ago(1) });
    expect((await index()).data.map((post) => post.title)).toEqual(['Newer', 'Older']);
  });

  it('searches title, excerpt and text, and keeps the search in its page links', async () => {
    await createPost(db(), { title: 'Kayak trip', publishedAt: ago(1) });
    await createPost(db(), { title: 'Other', excerpt: 'About kayaks', publishedAt: ago(2) });
    await createPost(db(), { title: 'Third', body: 'We paddled a KAYAK.', publishedAt: ago(3) });
    await createPost(db(), { title: 'Unrelated', publishedAt: ago(4) });
    expect((await index('?search=kayak')).data.map((post) => post.title)).toEqual(['Kayak trip', 'Other', 'Third']);
    for (let count = 0; count < 10; count += 1)
      await createPost(db(), { title: `Kayak ${count}`, publishedAt: ago(10 + count) });
    const posts = await index('?search=kayak');
    expect(posts.total).toBe(13);
    expect(posts.nextUrl).toContain('search=kayak');
    expect(posts.nextUrl).toContain('page=2');
    expect(posts.data).toHaveLength(12);
    expect((await index('?search=kayak&page=2')).data).toHaveLength(1);
  });

  it('shows the excerpt, or the start of the text when the editor left it empty', async () => {
    const long = `${'word '.repeat(60)}end`;
    await createPost(db(), { title: 'Generated', body: `**Bold** start. ${long}`, publishedAt: ago(1) });
    const [post] = (await index()).data;
    expect(post!.excerpt.startsWith('Bold start. word word')).toBe(true);
    expect(post!.excerpt.endsWith('word…')).toBe(true);
    expect(post!.excerpt.length).toBeLessThanOrEqual(161);
  });
});

describe('a public post', () => {
  it('shows author, date, reading time and sanitised HTML', async () => {
    const author = await createUser(db(), { name: 'Ada Author' });
    await createPost(db(), {
      slug: 'harmless',
      authorId: author.id,
      publishedAt: ago(1),
      body: `${'word '.repeat(450)}\n\nHi <script>alert(1)</script> <img src="x.png" onerror="alert(2)"> [click](javascript:alert(3)) <a href="https://example.org" onclick="x()">ok</a>`,
    });
    const { body } = await visitor('/blog/harmless').expect(200);
    const post = body.props.post as PostDetail;
    expect(body.component).toBe('blog/Show');
    expect(post).toMatchObject({ author: 'Ada Author', readingMinutes: 3 });
    expect(post.bodyHtml).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(post.bodyHtml).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    expect(body.props.state).toBe('published');
  });

  it('reads at least one minute, and names a deleted author as deleted', async () => {
    const author = await createUser(db(), { name: 'Gone' });
    await db().user.update({ where: { id: author.id }, data: { deletedAt: new Date() } });
    await createPost(db(), { slug: 'short', body: 'Hi.', authorId: author.id, publishedAt: ago(1) });
    const { body } = await visitor('/blog/short').expect(200);
    expect(body.props.post).toMatchObject({ readingMinutes: 1, author: null });
  });

  it.each([
    ['a draft', { status: 'draft' as const, publishedAt: null }],
    ['a scheduled post', { publishedAt: new Date(Date.now() + HOUR) }],
    ['a post in the trash', { deletedAt: new Date() }],
  ])('is a 404 for visitors when it is %s', async (_label, options) => {
    await createPost(db(), { slug: 'hidden', ...options });
    await visitor('/blog/hidden').expect(404);
    const { body } = await visit(request(testApp.app), '/blog/hidden', {
      version: testApp.context.assets.version,
    }).expect(404);
    expect(body.component).toBe('Error');
  });

  it('appears by itself when its publish time comes', async () => {
    await createPost(db(), { slug: 'soon', publishedAt: new Date(testApp.clock.now.getTime() + HOUR) });
    await visitor('/blog/soon').expect(404);
    const before = testApp.clock.now;
    testApp.clock.now = new Date(before.getTime() + HOUR + 1000);
    try {
      await visitor('/blog/soon').expect(200);
      expect((await index()).data.map((post) => post.slug)).toEqual(['soon']);
    } finally {
      testApp.clock.now = before;
    }
  });

  it('is visible to editors before it is published, marked as not published', async () => {
    await createPost(db(), { slug: 'draft-preview', status: 'draft', publishedAt: null });
    await createPost(db(), { slug: 'future-preview', publishedAt: new Date(Date.now() + HOUR) });
    for (const [slug, state] of [
      ['draft-preview', 'draft'],
      ['future-preview', 'scheduled'],
    ]) {
      const { component, props } = await page<{ state: string }>(testApp, editor, `/blog/${slug!}`);
      expect(component).toBe('blog/Show');
      expect(props.state).toBe(state);
    }
    const { text } = await editor.get('/blog/draft-preview').expect(200);
    expect(text).toContain('<meta name="robots" content="noindex">');
  });

  it('is a 404 for editors too once it is in the trash', async () => {
    await createPost(db(), { slug: 'binned', deletedAt: new Date() });
    await editor.get('/blog/binned').expect(404);
  });

  it('sends an old slug to the current one with a 301, but not to a hidden post', async () => {
    const post = await createPost(db(), { slug: 'new-slug', publishedAt: ago(1) });
    await db().slugRedirect.create({ data: { kind: 'blog_post', slug: 'old-slug', targetId: post.id } });
    const moved = await request(testApp.app).get('/blog/old-slug').expect(301);
    expect(moved.headers.location).toBe('/blog/new-slug');
    await db().blogPost.update({ where: { id: post.id }, data: { status: 'draft' } });
    await request(testApp.app).get('/blog/old-slug').expect(404);
  });
});

describe('what search engines and link previews read', () => {
  it('puts description, canonical URL and Open Graph tags in the first HTML, escaped', async () => {
    await createPost(db(), {
      title: 'Tom & Jerry "live" <b>',
      slug: 'tom-and-jerry',
      excerpt: 'Cats & mice "quoted" <script>alert(1)</script>',
      publishedAt: ago(1),
      coverImage: `${'a'.repeat(32)}_480-960`,
      coverImageAlt: 'A cat',
    });
    const { text } = await request(testApp.app).get('/blog/tom-and-jerry').expect(200);
    expect(text).toContain('<title>Tom &#38; Jerry &#34;live&#34; &#60;b&#62; - Agora</title>');
    expect(text).toContain(
      '<meta name="description" content="Cats &#38; mice &#34;quoted&#34; &#60;script&#62;alert(1)&#60;/script&#62;">',
    );
    expect(text).toContain(`<link rel="canonical" href="${APP_URL}/blog/tom-and-jerry">`);
    expect(text).toContain('<meta property="og:title" content="Tom &#38; Jerry &#34;live&#34; &#60;b&#62;">');
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain(`<meta property="og:url" content="${APP_URL}/blog/tom-and-jerry">`);
    expect(text).toContain(`<meta property="og:image" content="${APP_URL}/uploads/${'a'.repeat(32)}-960.webp">`);
    expect(text).toContain('<meta property="og:description" content="Cats &#38; mice');
    expect(text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Agora blog" href="${APP_URL}/blog/rss.xml">`,
    );
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('name="robots"');
  });

  it('gives the index its canonical URL without the search, and no og:image without a cover', async () => {
    const { text } = await request(testApp.app).get('/blog?search=x&page=2').expect(200);
    expect(text).toContain(`<link rel="canonical" href="${APP_URL}/blog">`);
    expect(text).toContain('<meta property="og:type" content="website">');
    expect(text).not.toContain('og:image');
  });

  it('keeps these tags out of Inertia visits', async () => {
    await createPost(db(), { slug: 'plain', publishedAt: ago(1) });
    const { body } = await visitor('/blog/plain').expect(200);
    expect(JSON.stringify(body)).not.toContain('canonical');
  });
});

describe('the RSS feed', () => {
  it('lists the latest 20 visible posts as RSS 2.0 with absolute links', async () => {
    await createPost(db(), { title: 'Hidden draft', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Future', publishedAt: new Date(Date.now() + HOUR) });
    for (let count = 0; count < 22; count += 1)
      await createPost(db(), { title: `Story ${count}`, slug: `story-${count}`, publishedAt: ago(count + 1) });
    const response = await request(testApp.app).get('/blog/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.text;
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain(`<link>${APP_URL}/blog/story-0</link>`);
    expect(xml.indexOf('story-0<')).toBeLessThan(xml.indexOf('story-1<'));
    expect(xml).not.toContain('Story 20');
    expect(xml).not.toContain('Hidden draft');
    expect(xml).not.toContain('Future');
  });

  it('writes titles and excerpts as text, never as markup', async () => {
    await createPost(db(), {
      title: '<script>alert(1)</script>',
      excerpt: 'An <em>early</em> <img src=x onerror=alert(2)> start & more',
      publishedAt: ago(1),
    });
    await createPost(db(), { title: 'From the body', body: 'Try `<iframe src=//x>` at home.', publishedAt: ago(2) });
    const xml = (await request(testApp.app).get('/blog/rss.xml').expect(200)).text;
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).toContain('An &lt;em&gt;early&lt;/em&gt; &lt;img src=x onerror=alert(2)&gt; start &amp; more');
    expect(xml).toContain('Try &lt;iframe src=//x&gt; at home.');
    for (const tag of ['<script', '<em>', '<img', '<iframe']) expect(xml).not.toContain(tag);
  });
});

describe('the Welcome page', () => {
  it('shows the latest visible posts with their covers, and announces the feed', async () => {
    await createPost(db(), {
      title: 'With cover',
      publishedAt: ago(1),
      coverImage: `${'b'.repeat(32)}_480`,
      coverImageAlt: 'A boat',
    });
    await createPost(db(), { title: 'Not yet', publishedAt: ago(-1) });
    const { body } = await visitor('/').expect(200);
    expect(body.props.posts.map((post: PostSummary) => [post.title, post.cover])).toEqual([
      [
        'With cover',
        {
          src: `/uploads/${'b'.repeat(32)}-480.webp`,
          srcSet: `/uploads/${'b'.repeat(32)}-480.webp 480w`,
          alt: 'A boat',
        },
      ],
    ]);
    const { text } = await request(testApp.app).get('/').expect(200);
    expect(text).toContain(`<link rel="canonical" href="${APP_URL}/">`);
    expect(text).toContain(`href="${APP_URL}/blog/rss.xml"`);
  });
});
