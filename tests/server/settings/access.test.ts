import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { browserAgent, createTestApp, logIn, xsrfToken, type TestApp } from '../../support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PAGES = [
  '/settings',
  '/settings/profile',
  '/settings/password',
  '/settings/appearance',
  '/settings/phone',
  '/settings/guardian',
  '/settings/calendar',
];
const CHANGES = [
  ['patch', '/settings/profile'],
  ['delete', '/settings/profile'],
  ['put', '/settings/password'],
  ['put', '/settings/phone'],
  ['delete', '/settings/phone'],
  ['put', '/settings/guardian'],
  ['delete', '/settings/guardian'],
] as const;

describe('settings are for members only', () => {
  it.each(PAGES)('sends a guest from %s to the login page, to come back after logging in', async (url) => {
    const agent = await browserAgent(testApp.app);
    await agent.get(url).expect(302).expect('Location', '/login');
    const member = await createUser(testApp.context.db);
    const login = await logIn(agent, member.email, DEFAULT_PASSWORD);
    expect(login.headers.location).toBe(url);
  });

  it.each(CHANGES)('sends a guest who tries %s %s to the login page, changing nothing', async (method, url) => {
    const before = await testApp.context.db.user.count();
    const agent = await browserAgent(testApp.app);
    await agent[method](url).set('X-XSRF-TOKEN', xsrfToken(agent)).send({}).expect(303).expect('Location', '/login');
    expect(await testApp.context.db.user.count()).toBe(before);
  });
});

describe('settings forms', () => {
  it('tell the browser to name the page a form was sent from, to this site only, so a refused form goes back to it', async () => {
    const agent = await browserAgent(testApp.app);
    const { headers } = await agent.get('/login').expect(200);
    expect(headers['referrer-policy']).toBe('same-origin');
  });
});
