import request from 'supertest';
import { keptReads } from '../../server/content/kept-reads.js';
import { ContentWrites } from '../../server/db/content-writes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createSessionStore } from '../../server/http/session.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { inertiaHeaders } from '../support/inertia-request.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('CSRF protection', () => {
  it('hands out the token in a readable XSRF-TOKEN cookie', async () => {
    const response = await request(testApp.app).get('/login');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/XSRF-TOKEN=[^;]+; Path=\//);
    expect(cookie).not.toMatch(/XSRF-TOKEN=[^,]*HttpOnly/);
  });

  it('answers a state change without the X-XSRF-TOKEN header with the 419 Error page and changes nothing', async () => {
    const user = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    const response = await agent
      .post('/login')
      .set(inertiaHeaders({ version: testApp.context.assets.version }))
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(419);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 419 } });
    const dashboard = await agent.get('/dashboard');
    expect(dashboard.status).toBe(302);
  });

  it('refuses a stale token with 419', async () => {
    const agent = await browserAgent(testApp.app);
    const response = await agent.post('/logout').set('X-XSRF-TOKEN', 'stale-token');
    expect(response.status).toBe(419);
    expect(response.text).toContain('"status":419');
  });

  it('accepts the token sent back in X-XSRF-TOKEN', async () => {
    const user = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    const response = await logIn(agent, user.email, DEFAULT_PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
  });
});

describe('sessions', () => {
  it('set an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await request(testApp.app).get('/login');
    expect(String(response.headers['set-cookie'])).toMatch(/agora_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
  });

  it('mark the session cookie Secure behind an HTTPS proxy when trust proxy is set', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await request(proxied.app).get('/login').set('X-Forwarded-Proto', 'https');
      expect(String(response.headers['set-cookie'])).toMatch(/agora_session=[^;]+;.*Secure/);
      const plain = await request(proxied.app).get('/login');
      expect(String(plain.headers['set-cookie'])).not.toMatch(/agora_session=[^;]+;[^,]*Secure/);
    } finally {
      await proxied.close();
    }
  });

  it.skipIf(!!process.env.REDIS_URL)(
    'in the database are not rewritten on every request, only when the expiry moves by minutes',
    async () => {
      const agent = await browserAgent(testApp.app);
      const expiries = async () =>
        new Map(
          (await testApp.context.db.session.findMany({ select: { sid: true, expiresAt: true } })).map((row) => [
            row.sid,
            row.expiresAt.getTime(),
          ]),
        );
      const start = testApp.clock.now;
      try {
        const before = await expiries();
        testApp.clock.now = new Date(start.getTime() + 60_000);
        await agent.get('/up');
        expect(await expiries()).toEqual(before);
        testApp.clock.now = new Date(start.getTime() + 10 * 60_000);
        await agent.get('/up');
        const moved = [...(await expiries())].filter(([sid, expiry]) => expiry !== before.get(sid));
        expect(moved).toHaveLength(1);
        expect(moved[0]![1] - start.getTime()).toBeGreaterThan(24 * 60 * 60_000);
      } finally {
        testApp.clock.now = start;
      }
    },
  );

  it('survive a restart: a new app on the same store still knows the signed-in member', async () => {
    const user = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await logIn(agent, user.email, DEFAULT_PASSWORD);
    const restarted = createApp(testApp.context, {
      sessionStore: createSessionStore({
        db: testApp.context.db,
        redis: testApp.context.redis,
        redisPrefix: testApp.context.config.redisPrefix,
        now: testApp.context.now,
        // A new process keeps nothing yet.
        keptReads: keptReads({ writes: new ContentWrites(), redisPrefix: testApp.context.config.redisPrefix }),
      }),
    });
    const cookie = agent.jar.getCookie('agora_session', {
      domain: '127.0.0.1',
      path: '/',
      secure: false,
      script: false,
    });
    const response = await request(restarted)
      .get('/dashboard')
      .set('Cookie', `agora_session=${cookie?.value}`)
      .set(inertiaHeaders({ version: testApp.context.assets.version }));
    expect(response.status).toBe(200);
    expect(response.body.props.auth.user).toMatchObject({ id: user.id, email: user.email });
  });
});
