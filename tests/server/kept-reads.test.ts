// Public pages and signed-in members are kept in the process (SPEC §15): whatever changes what visitors see
// (a write through any route or job, a write in another process, the clock reaching a scheduled time) shows
// at the next visit, and a role taken away acts at the member's next request.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../common/types/content.js';
import type { EventShowProps } from '../../common/types/events.js';
import type { Paginated } from '../../common/types/list.js';
import { createUser } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { signedInWith, submit } from './admin/support.js';
import { createPost, HOUR } from './blog/support.js';
import { createTicket } from './scanner/support.js';
import { createEvent } from './tickets/support.js';

// npm test provides a Redis of its own (tests/setup/redis.ts); run alone, the file uses the system's.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function blogTitles(testApp: TestApp, path = '/blog'): Promise<string[]> {
  const { body } = await visit(request(testApp.app), path, { version: testApp.context.assets.version }).expect(200);
  return (body.props.posts as Paginated<PostSummary>).data.map((post) => post.title);
}

async function eventTitles(testApp: TestApp): Promise<string[]> {
  const { body } = await visit(request(testApp.app), '/events', { version: testApp.context.assets.version }).expect(
    200,
  );
  return (body.props.events as Paginated<{ title: string }>).data.map((event) => event.title);
}

/** The statements one guest visit costs. */
async function visitCost(testApp: TestApp, path: string): Promise<number> {
  testApp.statements.statements = 0;
  await visit(request(testApp.app), path, { version: testApp.context.assets.version }).expect(200);
  return testApp.statements.statements;
}

/** An editor signed in to `served` loses the admin blog at the next request once `writing` takes the role away. */
async function expectRoleTakenAway(served: TestApp, writing: TestApp): Promise<void> {
  const { agent, user } = await signedInWith(served, ['editor']);
  const adminBlog = () => visit(agent, '/admin/blog', { version: served.context.assets.version });
  await adminBlog().expect(200);
  await adminBlog().expect(200);
  await writing.context.db.userRole.deleteMany({ where: { userId: user.id } });
  await adminBlog().expect(403);
}

describe('reads kept in one process', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers a repeated visit without reading the content again', async () => {
    await createPost(testApp.context.db, { title: 'Kept story' });
    for (const path of ['/', '/blog', '/events', '/locations']) {
      const first = await visitCost(testApp, path);
      const again = await visitCost(testApp, path);
      expect(again, path).toBeLessThan(first);
    }
  });

  it('shows a post published in a transaction by an editor at the next visit', async () => {
    const { agent: editor } = await signedInWith(testApp, ['editor']);
    const draft = await createPost(testApp.context.db, { title: 'Fresh news', status: 'draft', publishedAt: null });
    expect(await blogTitles(testApp)).not.toContain('Fresh news');
    await submit(editor, 'post', '/admin/blog/bulk', { action: 'publish', ids: [draft.id] }, '/admin/blog').expect(303);
    expect(await blogTitles(testApp)).toContain('Fresh news');
  });

  it('counts the places left on an event page again once a ticket is taken', async () => {
    const event = await createEvent(testApp.context.db, testApp.clock.now, { capacity: 10 });
    const { id: userId } = await createUser(testApp.context.db);
    const remaining = async () => {
      const { body } = await visit(request(testApp.app), `/events/${event.slug}`, {
        version: testApp.context.assets.version,
      }).expect(200);
      return (body.props as EventShowProps).event.remaining;
    };
    expect(await remaining()).toBe(10);
    expect(await remaining()).toBe(10);
    await createTicket(testApp.context.db, event.id, { userId });
    expect(await remaining()).toBe(9);
  });

  it('takes a role away at the member’s next request', () => expectRoleTakenAway(testApp, testApp));

  it('shows a scheduled post once the clock reaches its time, with no write in between', async () => {
    const publishedAt = new Date(testApp.clock.now.getTime() + HOUR);
    await createPost(testApp.context.db, { title: 'Tomorrow’s plan', publishedAt });
    expect(await blogTitles(testApp)).not.toContain('Tomorrow’s plan');
    testApp.clock.now = new Date(publishedAt.getTime() + 1);
    expect(await blogTitles(testApp)).toContain('Tomorrow’s plan');
  });
});

describe('reads kept in two processes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `agora-test-${randomUUID()}:` };
    first = await createTestApp({ env });
    second = await createTestApp({ env, databaseUrl: first.context.config.databaseUrl, clock: first.clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shows a write made in one process at the next read in the other', async () => {
    const event = await createEvent(first.context.db, first.clock.now, { title: 'Quiz night' });
    expect(await eventTitles(second)).toContain('Quiz night');
    expect(await eventTitles(second)).toContain('Quiz night');

    await first.context.db.event.update({ where: { id: event.id }, data: { title: 'Pub quiz' } });
    expect(await eventTitles(second)).toEqual(expect.arrayContaining(['Pub quiz']));

    await first.context.db.$transaction((tx) =>
      tx.event.update({ where: { id: event.id }, data: { title: 'Grand quiz' } }),
    );
    expect(await eventTitles(second)).toContain('Grand quiz');
  });

  it('takes a role away in one process at the member’s next request to the other', () =>
    expectRoleTakenAway(second, first));
});
