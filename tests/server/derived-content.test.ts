// A post's HTML, excerpt and reading time, and an event's or a location's description HTML, are
// derived when written and stored; pages read them rather than rendering Markdown per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillDerivedContent, backfillNameKeys } from '../../server/content/backfill-derived.js';
import { DERIVED_VERSION } from '../../server/content/derived.js';
import { visit } from '../support/inertia-request.js';
import request from 'supertest';
import type { PostDetail, PostSummary, LocationDetail } from '../../common/types/content.js';
import type { PublicEventDetail } from '../../common/types/events.js';
import type { Paginated } from '../../common/types/list.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createPost } from './blog/support.js';
import { createEvent, createLocation } from './tickets/support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BODY = '# What to bring\n\nA **sleeping bag** and <script>alert(1)</script> a torch.';
const createBodyPost = (body: string) => createPost(testApp.context.db, { body });

/** The props of the page a guest sees at the URL. */
async function pageAt<Props>(url: string): Promise<Props> {
  const response = await visit(request(testApp.app), url, { version: testApp.context.assets.version }).expect(200);
  return response.body.props as Props;
}

describe('derived content', () => {
  it('is stored with a post when it is written, and derived again when the body changes', async () => {
    const post = await createBodyPost(BODY);
    expect(post.bodyHtml).toContain('<strong>sleeping bag</strong>');
    expect(post.bodyHtml).not.toContain('<script');
    // The heading ends with a full stop rather than running into the paragraph after it.
    expect(post.bodyExcerpt).toBe('What to bring. A sleeping bag and a torch.');
    expect(post.readingMinutes).toBe(1);
    expect(post.derivedVersion).toBe(DERIVED_VERSION);

    const edited = await testApp.context.db.blogPost.update({
      where: { id: post.id },
      data: { body: { set: 'Only *this* now.' } },
    });
    expect(edited.bodyHtml).toBe('<p>Only <em>this</em> now.</p>\n');
    expect(edited.bodyExcerpt).toBe('Only this now.');
  });

  it('is what the pages show: the post page, the blog list and the feed read the stored fields', async () => {
    const post = await createBodyPost('Plain words.');
    // Written past the client, so only a page that reads the stored fields can show them.
    await testApp.context.db
      .$executeRaw`UPDATE "BlogPost" SET "bodyHtml" = '<p>stored html</p>', "bodyExcerpt" = 'stored excerpt' WHERE "id" = ${post.id}`;

    const page = await pageAt<{ post: PostDetail }>(`/blog/${post.slug}`);
    expect(page.post).toMatchObject({ bodyHtml: '<p>stored html</p>', excerpt: 'stored excerpt' });
    const list = await pageAt<{ posts: Paginated<PostSummary> }>('/blog');
    expect(list.posts.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: post.slug, excerpt: 'stored excerpt' })]),
    );
    const feed = await request(testApp.app).get('/blog/rss.xml').expect(200);
    expect(feed.text).toContain('stored html');
  });

  it('is stored with events and locations, on create, update and updateMany', async () => {
    const { db } = testApp.context;
    const location = await createLocation(db, 'Derived Hall');
    const event = await createEvent(db, new Date(), { description: 'Doors at *seven*.', locationId: location.id });
    expect(event.descriptionHtml).toBe('<p>Doors at <em>seven</em>.</p>\n');
    await db.event.updateMany({ where: { id: event.id }, data: { description: 'Doors at **eight**.' } });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).descriptionHtml).toBe(
      '<p>Doors at <strong>eight</strong>.</p>\n',
    );

    const updated = await db.location.update({
      where: { id: location.id },
      data: { description: 'By the [canal](https://example.test).' },
    });
    expect(updated.descriptionHtml).toBe(
      '<p>By the <a href="https://example.test" rel="noopener noreferrer">canal</a>.</p>\n',
    );
    expect((await pageAt<{ event: PublicEventDetail }>(`/events/${event.slug}`)).event.descriptionHtml).toBe(
      '<p>Doors at <strong>eight</strong>.</p>\n',
    );
    expect((await pageAt<{ location: LocationDetail }>(`/locations/${location.slug}`)).location.descriptionHtml).toBe(
      updated.descriptionHtml,
    );
  });

  it('is derived at start for rows written before it existed, keeping when they were last edited', async () => {
    const { db } = testApp.context;
    const post = await createBodyPost('Written **long** ago.');
    const lastEdited = new Date('2026-01-02T03:04:05.000Z');
    // As a database from before derived content holds it: the new columns at their defaults.
    await db.$executeRaw`UPDATE "BlogPost" SET "bodyHtml" = '', "bodyExcerpt" = '', "derivedVersion" = 0, "updatedAt" = ${lastEdited} WHERE "id" = ${post.id}`;

    expect(await backfillDerivedContent(db)).toBe(1);
    const backfilled = await db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(backfilled).toMatchObject({
      bodyHtml: '<p>Written <strong>long</strong> ago.</p>\n',
      bodyExcerpt: 'Written long ago.',
      derivedVersion: DERIVED_VERSION,
      updatedAt: lastEdited,
    });
    expect(await backfillDerivedContent(db)).toBe(0);
  });

  it("keeps a member's name as searches compare it: on create, on rename, and at start for older rows", async () => {
    const { db } = testApp.context;
    const member = await db.user.create({
      data: { name: 'Zoë Ångström', email: `zoe-${Date.now()}@example.test`, passwordHash: 'x' },
    });
    expect(member.nameKey).toBe('zoe angstrom');
    const renamed = await db.user.update({ where: { id: member.id }, data: { name: 'Æsa Łukasz-Straße' } });
    expect(renamed.nameKey).toBe('aesa lukasz-strasse');

    const lastEdited = new Date('2026-01-02T03:04:05.000Z');
    await db.$executeRaw`UPDATE "User" SET "nameKey" = '', "updatedAt" = ${lastEdited} WHERE "id" = ${member.id}`;
    expect(await backfillNameKeys(db)).toBe(1);
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      nameKey: 'aesa lukasz-strasse',
      updatedAt: lastEdited,
    });
    expect(await backfillNameKeys(db)).toBe(0);
  });
});
