import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/session.js';
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { pageAt, submit } from './support.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sessionCookie = (agent: Awaited<ReturnType<typeof browserAgent>>) =>
  agent.jar.getCookie(SESSION_COOKIE, { domain: '127.0.0.1', path: '/', secure: false, script: false });

describe('login', () => {
  it('shows the login screen to guests', async () => {
    const agent = await browserAgent(testApp.app);
    expect((await pageAt(testApp, agent, '/login')).component).toBe('auth/Login');
  });

  it('logs a member in with a new session id and sends them to the dashboard', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await agent.get('/register');
    const before = sessionCookie(agent)?.value;
    await submit(agent, '/login', { email: member.email.toUpperCase(), password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', '/dashboard');
    expect(sessionCookie(agent)?.value).not.toBe(before);
    const page = await pageAt(testApp, agent, '/dashboard');
    expect(page.component).toBe('Dashboard');
    expect((page.props.auth as { user: { id: number } }).user.id).toBe(member.id);
  });

  it('refuses a wrong password with an e-mail error and no session', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/login', { email: member.email, password: 'wrong password' }).expect(303);
    const page = await pageAt(testApp, agent, '/login');
    expect(page.props.errors).toEqual({ email: 'These credentials do not match our records.' });
    expect(page.props.auth).toEqual({ user: null });
  });

  it('refuses malformed input with field errors', async () => {
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/login', { email: 'not-an-address', password: '', extra: 1 }).expect(303);
    const { props } = await pageAt(testApp, agent, '/login');
    expect(props.errors).toMatchObject({
      email: 'Enter a valid e-mail address.',
      password: 'Enter your password.',
      extra: 'This field is not accepted.',
    });
  });

  it('returns to the page the guest asked for', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await agent.get('/settings/appearance').expect(302).expect('Location', '/login');
    await submit(agent, '/login', { email: member.email, password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', '/settings/appearance');
  });

  it('keeps a remembered session for 30 days and a plain one for the browser session', async () => {
    const member = await createUser(testApp.context.db);
    const remembered = await browserAgent(testApp.app);
    const response = await submit(remembered, '/login', {
      email: member.email,
      password: DEFAULT_PASSWORD,
      remember: true,
    });
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=/);
    const plain = await browserAgent(testApp.app);
    const plainResponse = await submit(plain, '/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(String(plainResponse.headers['set-cookie'])).not.toMatch(new RegExp(`${SESSION_COOKIE}=[^,]*Expires=`));
  });

  it('logs out: the session ends and the member is a guest again', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/login', { email: member.email, password: DEFAULT_PASSWORD });
    // A member's pages go into the browser's history encrypted; a guest's need not.
    expect((await pageAt(testApp, agent, '/dashboard')).encryptHistory).toBe(true);
    await submit(agent, '/logout', {}).expect(302).expect('Location', '/');
    // The page after logging out tells the client to replace that key (Back shows no member page).
    const home = await pageAt(testApp, agent, '/');
    expect(home.flash).toEqual({ success: 'You are logged out.' });
    expect(home).toMatchObject({ clearHistory: true, encryptHistory: false });
    expect((await pageAt(testApp, agent, '/')).clearHistory).toBe(false);
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
  });
});
