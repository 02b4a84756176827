// What makes the blog read like a publication to readers and machines: posts to read next, Article
// structured data in the head, and a sitemap of every public page.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../common/types/content.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { createEvent } from '../events/admin/support.js';
import { createPost, HOUR } from './support.js';

const APP_URL = 'https://agora.example';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { APP_URL } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  const { db } = testApp.context;
  await db.slugRedirect.deleteMany();
  await db.blogPost.deleteMany();
});

const db = () => testApp.context.db;
const ago = (hours: number) => new Date(testApp.clock.now.getTime() - hours * HOUR);
const relatedTo = async (slug: string) =>
  (
    (await visit(request(testApp.app), `/blog/${slug}`, { version: testApp.context.assets.version }).expect(200)).body
      .props.related as PostSummary[]
  ).map((post) => post.title);

describe('posts to read next', () => {
  it('are the newest visible posts sharing a title word, then the newest others, three at most', async () => {
    await createPost(db(), { title: 'Summer camp packing list', slug: 'camp', publishedAt: ago(10) });
    await createPost(db(), { title: 'Camp photos', publishedAt: ago(50) });
    await createPost(db(), { title: 'The camp kitchen', publishedAt: ago(40) });
    await createPost(db(), { title: 'Board meeting', publishedAt: ago(1) });
    await createPost(db(), { title: 'Annual report', publishedAt: ago(2) });
    await createPost(db(), { title: 'Camp draft', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Camp scheduled', publishedAt: ago(-5) });
    await createPost(db(), { title: 'Camp trashed', publishedAt: ago(3), deletedAt: ago(1) });
    expect(await relatedTo('camp')).toEqual(['The camp kitchen', 'Camp photos', 'Board meeting']);
  });

  it('are the newest others when no title shares a word, and none when the post is alone', async () => {
    await createPost(db(), { title: 'Alone', slug: 'alone', publishedAt: ago(1) });
    expect(await relatedTo('alone')).toEqual([]);
    for (const [index, title] of ['One', 'Two', 'Three', 'Four'].entries())
      await createPost(db(), { title, publishedAt: ago(index + 2) });
    expect(await relatedTo('alone')).toEqual(['One', 'Two', 'Three']);
  });
});

describe('Article structured data', () => {
  it('describes the post with absolute URLs, and cannot close its script element', async () => {
    await createPost(db(), {
      title: 'Tags </script><script>alert(1)</script> & more',
      slug: 'tricky',
      excerpt: 'Line\u2028separator <!-- comment',
      publishedAt: ago(1),
      coverImage: `${'b'.repeat(32)}_480-960`,
      coverImageAlt: 'A tent',
    });
    const { text } = await request(testApp.app).get('/blog/tricky').expect(200);
    const scripts = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]![1]!;
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Tags </script><script>alert(1)</script> & more',
      description: 'Line\u2028separator <!-- comment',
      url: `${APP_URL}/blog/tricky`,
      datePublished: ago(1).toISOString(),
      publisher: { '@type': 'Organization', name: 'Agora', url: `${APP_URL}/` },
      image: [`${APP_URL}/uploads/${'b'.repeat(32)}-960.webp`],
    });
    expect(text).not.toContain('<script>alert(1)');
  });
});

describe('the sitemap', () => {
  it('lists the list pages, every published post, event and location with its last change, and the tags of posts', async () => {
    const { db: database } = testApp.context;
    await database.event.deleteMany({ where: { title: { startsWith: 'Sitemap' } } });
    const post = await createPost(db(), { title: 'Visible', slug: 'tom-&-jerry', publishedAt: ago(1) });
    await createPost(db(), { title: 'Draft', slug: 'secret-draft', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Later', slug: 'secret-later', publishedAt: ago(-1) });
    const event = await createEvent(database, { title: 'Sitemap party' });
    const draftEvent = await createEvent(database, { title: 'Sitemap draft', status: 'draft' });
    const postCode = await database.postCode.upsert({
      where: { code: 'MAP 1' },
      update: {},
      create: { code: 'MAP 1', placeName: 'Mapton' },
    });
    const slug = `map-hall-${Date.now()}`;
    const hall = await database.location.create({
      data: { name: 'Map hall', slug, streetAddress: '1 Road', postCodeId: postCode.id, published: true },
    });
    await database.location.create({
      data: { name: 'Hidden', slug: `${slug}-hidden`, streetAddress: '2 Road', postCodeId: postCode.id },
    });
    const read = await database.tag.create({ data: { name: 'Read', slug: 'map-read' } });
    const unread = await database.tag.create({ data: { name: 'Unread', slug: 'map-unread' } });
    const draft = await database.blogPost.findFirstOrThrow({ where: { slug: 'secret-draft' } });
    await database.postTag.createMany({
      data: [
        { postId: post.id, tagId: read.id },
        { postId: draft.id, tagId: unread.id },
      ],
    });

    const response = await request(testApp.app).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    for (const path of ['/', '/blog', '/events', '/locations']) expect(xml).toContain(`<loc>${APP_URL}${path}</loc>`);
    expect(xml).toContain(
      `<url><loc>${APP_URL}/blog/tom-%26-jerry</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${APP_URL}/events/${event.slug}</loc><lastmod>${event.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${APP_URL}/locations/${slug}</loc><lastmod>${hall.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${APP_URL}/blog/tag/map-read</loc></url>`);
    expect(xml).not.toContain('map-unread');
    expect(xml).not.toContain('secret-');
    expect(xml).not.toContain(draftEvent.slug);
    expect(xml).not.toContain(`${slug}-hidden`);
  });
});
