import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../prisma/seed.js';
import { createUser } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let version: string;

beforeAll(async () => {
  testApp = await createTestApp();
  version = testApp.context.assets.version;
  await seedDatabase(testApp.context.db, {
    admin: { email: 'admin@example.test', password: 'admin-password' },
    now: testApp.clock.now,
  });
});
afterAll(() => testApp.close());

const get = (url: string) => visit(request(testApp.app), url, { version });

describe('public content pages', () => {
  it('list upcoming published events, soonest first', async () => {
    const { body } = await get('/events').expect(200);
    expect(body.component).toBe('event/Index');
    expect(body.props.events.data[0]).toMatchObject({ slug: 'opening-night', location: { slug: 'the-harbour-hall' } });
  });

  it('show an event with its rendered description and the places left', async () => {
    const event = await testApp.context.db.event.findUniqueOrThrow({ where: { slug: 'writing-workshop' } });
    const member = await createUser(testApp.context.db);
    await testApp.context.db.ticket.create({
      data: { eventId: event.id, userId: member.id, code: 'code-1', activeEventId: event.id },
    });
    const { body } = await get('/events/writing-workshop').expect(200);
    expect(body.props.event).toMatchObject({ capacity: 20, remaining: 19, location: { placeName: 'Utrecht' } });
    expect(body.props.event.descriptionHtml).toContain('<em>kind</em>');
  });

  it('hide draft events', async () => {
    await testApp.context.db.event.update({ where: { slug: 'repair-cafe' }, data: { status: 'draft' } });
    await get('/events/repair-cafe').expect(404);
  });

  it('render Markdown harmless: no script, no event handlers, no javascript: links', async () => {
    await testApp.context.db.blogPost.update({
      where: { slug: 'how-we-choose-our-films' },
      data: {
        body: 'Hi <script>alert(1)</script> <img src="x.png" onerror="alert(2)"> [click](javascript:alert(3)) <a href="https://example.org" onclick="x()">ok</a>',
      },
    });
    const { body } = await get('/blog/how-we-choose-our-films').expect(200);
    const html: string = body.props.post.bodyHtml;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    expect(body.props.post.author).toBe('Demo Admin');
  });

  it('answer 404 for a scheduled post until its time comes', async () => {
    await get('/blog/programme-for-the-winter').expect(404);
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 6 * 24 * 60 * 60 * 1000);
    try {
      await get('/blog/programme-for-the-winter').expect(200);
    } finally {
      testApp.clock.now = new Date(testApp.clock.now.getTime() - 6 * 24 * 60 * 60 * 1000);
    }
  });

  it('show a location with its address and upcoming events', async () => {
    const { body } = await get('/locations/the-harbour-hall').expect(200);
    expect(body.props.location).toMatchObject({
      streetAddress: 'Kade 12',
      postCode: '1011 AB',
      placeName: 'Amsterdam',
    });
    expect(body.props.location.events.map((event: { slug: string }) => event.slug)).toEqual([
      'opening-night',
      'winter-market',
    ]);
  });

  it('answer 404 for unknown slugs', async () => {
    await get('/locations/nowhere').expect(404);
    await get('/blog/nothing').expect(404);
  });
});
