import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../prisma/seed.js';
import { DEFAULT_PASSWORD, createRoleWith, createUser } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let version: string;
const admin = { email: 'seed-admin@example.test', password: 'seed-admin-password' };

beforeAll(async () => {
  testApp = await createTestApp();
  version = testApp.context.assets.version;
  await seedDatabase(testApp.context.db, { admin, now: testApp.clock.now });
});
afterAll(() => testApp.close());

describe('shared props', () => {
  it('carry the app name, no user and empty errors for a guest, with an empty flash beside them', async () => {
    const { body } = await visit(request(testApp.app), '/', { version });
    expect(body.props).toMatchObject({ appName: 'Agora', auth: { user: null }, errors: {}, appearance: 'system' });
    expect(body.flash).toEqual({});
    expect(body.sharedProps).toEqual(['errors', 'appName', 'auth', 'old', 'appearance']);
  });

  it('carry the signed-in member with the permission names their roles grant', async () => {
    await createRoleWith(testApp.context.db, 'door-and-blog', ['tickets.scan', 'blog.manage']);
    const member = await createUser(testApp.context.db, { roles: ['door-and-blog'] });
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    const { body } = await visit(agent, '/dashboard', { version });
    expect(body.props.auth.user).toEqual({
      id: member.id,
      name: member.name,
      email: member.email,
      emailVerified: true,
      permissions: ['blog.manage', 'tickets.scan'],
      // Staff made by the factory have two-factor on.
      twoFactor: true,
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('give the admin role every permission, including one created later', async () => {
    await testApp.context.db.permission.create({ data: { name: 'reports.view' } });
    const agent = await browserAgent(testApp.app);
    await logIn(agent, admin.email, admin.password);
    const { body } = await visit(agent, '/dashboard', { version });
    expect(body.props.auth.user.permissions).toEqual([
      'audit.view',
      'blog.manage',
      'events.manage',
      'locations.manage',
      'reports.view',
      'roles.manage',
      'system.manage',
      'tickets.scan',
      'users.manage',
    ]);
  });

  it('show a flash message once, after a redirect', async () => {
    const agent = await browserAgent(testApp.app);
    await logIn(agent, admin.email, admin.password);
    const { body: dashboard } = await visit(agent, '/dashboard', { version });
    const token = decodeURIComponent(
      agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: false })!.value,
    );
    await agent.post('/logout').set('X-XSRF-TOKEN', token).expect(302);
    const first = await visit(agent, '/', { version });
    const second = await visit(agent, '/', { version });
    expect(dashboard.flash).toEqual({});
    expect(first.body.flash).toEqual({ success: 'You are logged out.' });
    expect(second.body.flash).toEqual({});
    expect(first.body.props.auth.user).toBeNull();
  });
});

describe('the Welcome page', () => {
  it('lists the seeded next events, latest visible posts and featured locations', async () => {
    const { body } = await visit(request(testApp.app), '/', { version });
    expect(body.component).toBe('Welcome');
    expect(body.props.events.map((event: { slug: string }) => event.slug)).toEqual([
      'opening-night',
      'pottery-evening',
      'writing-workshop',
      'youth-film-evening',
      'repair-cafe',
      'winter-market',
    ]);
    expect(body.props.events[0].location).toEqual({ name: 'The Harbour Hall', slug: 'the-harbour-hall' });
    expect(body.props.posts.map((post: { slug: string }) => post.slug)).toEqual([
      'welcome-to-the-new-season',
      'meet-the-repair-cafe-volunteers',
      'how-we-choose-our-films',
    ]);
    expect(body.props.posts[0].author).toBe('Demo Admin');
    expect(body.props.locations.map((location: { slug: string }) => location.slug)).toEqual([
      'canal-house',
      'dune-pavilion',
      'the-harbour-hall',
    ]);
  });

  it('shows a scheduled post once its publish time has come', async () => {
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 6 * 24 * 60 * 60 * 1000);
    try {
      const { body } = await visit(request(testApp.app), '/', { version });
      expect(body.props.posts[0].slug).toBe('programme-for-the-winter');
    } finally {
      testApp.clock.now = new Date(testApp.clock.now.getTime() - 6 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('appearance', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['bogus', 'system'],
  ])(
    'renders the html class for the appearance cookie %s as %s, so the first paint has the right theme',
    async (cookie, htmlClass) => {
      const response = await request(testApp.app).get('/').set('Cookie', `appearance=${cookie}`).expect(200);
      expect(response.text).toContain(`<html lang="en" class="${htmlClass}" data-time-zone="UTC">`);
    },
  );

  it.each([
    ['agora_session=abc; appearance=dark; other=1', 'dark'],
    ['other=1;appearance=light', 'light'],
    ['xappearance=dark', 'system'],
    ['appearance=dark%20', 'system'],
  ])('finds the appearance among other cookies: %s renders %s', async (header, htmlClass) => {
    const response = await request(testApp.app).get('/').set('Cookie', header).expect(200);
    expect(response.text).toContain(`<html lang="en" class="${htmlClass}" data-time-zone="UTC">`);
  });

  it('serves the appearance settings page to members only', async () => {
    await request(testApp.app).get('/settings/appearance').expect(302).expect('Location', '/login');
    const agent = await browserAgent(testApp.app);
    await logIn(agent, admin.email, admin.password);
    const { body } = await visit(agent, '/settings/appearance', { version }).expect(200);
    expect(body.component).toBe('settings/Appearance');
  });
});

describe('the health endpoint', () => {
  it('answers 200 when the database answers', async () => {
    const response = await request(testApp.app).get('/up').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that allows scripts and styles from this origin only', async () => {
    const response = await request(testApp.app).get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
