// Guests who only read get no session (nothing stored, so crawlers cannot grow the session table),
// and every form a guest can submit still gets its CSRF token.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSIONS_PER_CLIENT } from '../../server/http/csrf.js';
import { createPost } from './blog/support.js';
import { createEvent } from './scanner/support.js';
import { xsrfToken, createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let publicPages: string[];
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const { db } = testApp.context;
  const event = await createEvent(db);
  const post = await createPost(db);
  const postCode = await db.postCode.create({ data: { code: '1011 AB', placeName: 'Amsterdam' } });
  const location = await db.location.create({
    data: {
      name: 'Harbour Hall',
      slug: 'harbour-hall',
      streetAddress: 'Kade 12',
      postCodeId: postCode.id,
      published: true,
    },
  });
  publicPages = [
    '/',
    '/events',
    `/events/${event.slug}`,
    '/blog',
    `/blog/${post.slug}`,
    '/locations',
    `/locations/${location.slug}`,
    '/up',
  ];
});
afterAll(() => testApp.close());

/** The stored sessions: rows in the database, or keys under the app's prefix in Redis. */
async function storedSessions(): Promise<number> {
  const { redis, config, db } = testApp.context;
  if (!redis) return db.session.count();
  return (await redis.keys(`${config.redisPrefix}sess:*`)).length;
}

describe('guests who only read', () => {
  it('get no session: 1,000 cookieless visits of public pages store none', { timeout: 300_000 }, async () => {
    const before = await storedSessions();
    for (let start = 0; start < 1000; start += 25) {
      await Promise.all(
        Array.from({ length: 25 }, async (_, offset) => {
          const response = await request(testApp.app).get(publicPages[(start + offset) % publicPages.length]!);
          expect(response.status).toBe(200);
          expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/agora_session=/);
        }),
      );
    }
    expect(await storedSessions()).toBe(before);
  });

  it('get no session from the two-factor page, which sends a guest without a password step to the login', async () => {
    const before = await storedSessions();
    for (let visit = 0; visit < 20; visit += 1) {
      const response = await request(testApp.app).get('/two-factor-challenge').expect(302);
      expect(response.headers.location).toBe('/login');
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/agora_session=/);
    }
    expect(await storedSessions()).toBe(before);
  });

  it('get a 419 for a state change without a session, and no session either', async () => {
    const before = await storedSessions();
    const response = await request(testApp.app)
      .post('/login')
      .set('X-XSRF-TOKEN', 'made-up')
      .send({ email: 'a@example.test', password: 'x' });
    expect(response.status).toBe(419);
    expect(await storedSessions()).toBe(before);
  });
});

describe('guest forms', () => {
  it.each([
    ['/login', '/login', { email: 'nobody@example.test', password: 'wrong password' }],
    ['/register', '/register', { name: 'A', email: 'not-an-address' }],
    ['/register/steps', '/register/steps/1', { email: 'not-an-address' }],
    ['/forgot-password', '/forgot-password', { email: 'nobody@example.test' }],
    [
      '/reset-password/some-token?email=nobody%40example.test',
      '/reset-password',
      { token: 'some-token', email: 'nobody@example.test' },
    ],
  ])('%s hands a cookieless guest the token its form needs', async (page, action, body) => {
    const agent = request.agent(testApp.app);
    await agent.get(page).expect(200);
    const response = await agent.post(action).set('X-XSRF-TOKEN', xsrfToken(agent)).send(body);
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
  });

  it('a guest arriving on a public page gets the token once the client opens the login form', async () => {
    const agent = request.agent(testApp.app);
    await agent.get('/events').expect(200);
    expect(xsrfToken(agent)).toBe('');
    await agent.get('/login').expect(200);
    await agent
      .post('/login')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: 'nobody@example.test', password: 'wrong password' })
      .expect(303);
  });
});

describe('guest forms opened without a cookie', () => {
  const { points, durationSeconds } = GUEST_SESSIONS_PER_CLIENT;
  const openLogin = (client: string) => request(testApp.app).get('/login').set('X-Forwarded-For', client);

  it(
    `store at most ${points} sessions per client address in ${durationSeconds / 60} minutes, then answer 429 and store none`,
    {
      timeout: 300_000,
    },
    async () => {
      const client = '203.0.113.7';
      const before = await storedSessions();
      for (let start = 0; start < points; start += 25) {
        const batch = Math.min(25, points - start);
        await Promise.all(Array.from({ length: batch }, () => openLogin(client).expect(200)));
      }
      expect(await storedSessions()).toBe(before + points);

      const refused = await openLogin(client).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(String(refused.headers['set-cookie'] ?? '')).not.toMatch(/agora_session=/);
      expect(await storedSessions()).toBe(before + points);

      // Another address, and a guest whose browser already holds a session, are not held back.
      await openLogin('203.0.113.8').expect(200);
      const agent = request.agent(testApp.app);
      await agent.get('/register').set('X-Forwarded-For', '203.0.113.9').expect(200);
      for (let visit = 0; visit < 3; visit += 1) await agent.get('/login').set('X-Forwarded-For', client).expect(200);
    },
  );
});
