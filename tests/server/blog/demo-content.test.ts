import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../prisma/seed.js';
import type { PostSummary } from '../../../common/types/content.js';
import type { EventShowProps } from '../../../common/types/events.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  const { db, config } = testApp.context;
  await seedDatabase(db, {
    admin: { email: 'admin@example.test', password: 'admin-password' },
    now: testApp.clock.now,
    uploadDir: config.uploadDir,
  });
});
afterAll(() => testApp.close());

describe('the demo content', () => {
  it('gives the Welcome page posts with cover images that load', async () => {
    const { body } = await visit(request(testApp.app), '/', { version: testApp.context.assets.version }).expect(200);
    const posts = body.props.posts as PostSummary[];
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.cover?.alt).toMatch(/^Abstract illustration: /);
      const image = await request(testApp.app).get(post.cover!.src).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives every demo event a cover image that loads, also as its Open Graph image', async () => {
    const events = await testApp.context.db.event.findMany({ select: { slug: true } });
    expect(events.length).toBeGreaterThan(0);
    for (const { slug } of events) {
      const { body } = await visit(request(testApp.app), `/events/${slug}`, {
        version: testApp.context.assets.version,
      }).expect(200);
      const { event } = body.props as EventShowProps;
      expect(event.cover?.alt).toMatch(/^Abstract illustration: /);
      await request(testApp.app).get(event.cover!.src).expect(200);
      const { text } = await request(testApp.app).get(`/events/${slug}`).expect(200);
      expect(text).toContain('<meta property="og:image" content="');
    }
  });
});
