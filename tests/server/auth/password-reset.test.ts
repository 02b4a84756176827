import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INTERVAL_MINUTES } from '../../../server/features/auth/password-reset.js';
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { linkIn } from '../../support/mailbox.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { pageAt, pathOf, submit } from './support.js';

let testApp: TestApp;
const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new password';

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-05-01T10:00:00Z') }, env: { TRUST_PROXY: '1' } });
});
afterAll(() => testApp.close());

let clients = 0;
const newClientAddress = () => `198.51.100.${(clients += 1)}`;

/** Asks for a reset link for the member and returns the token and address from the mailed link. */
async function requestLink(email: string) {
  const agent = await browserAgent(testApp.app);
  // Each from a client address of its own, so the file's requests stay under the per-client limit.
  await submit(agent, '/forgot-password', { email })
    .set('X-Forwarded-For', newClientAddress())
    .expect(302)
    .expect('Location', '/forgot-password');
  const mails = await testApp.mailTo(email);
  const link = new URL(linkIn(mails.at(-1)!, '/reset-password/'));
  return {
    agent,
    link,
    token: decodeURIComponent(link.pathname.split('/').at(-1)!),
    email: link.searchParams.get('email')!,
  };
}

const canLogIn = async (email: string, password: string) => {
  const agent = await browserAgent(testApp.app);
  return (await submit(agent, '/login', { email, password })).headers.location === '/dashboard';
};

describe('forgotten password', () => {
  it('shows the request screen', async () => {
    const agent = await browserAgent(testApp.app);
    expect((await pageAt(testApp, agent, '/forgot-password')).component).toBe('auth/ForgotPassword');
  });

  it('gives the same answer for known and unknown addresses, and mails only the known one', async () => {
    const member = await createUser(testApp.context.db);
    const answers = [];
    for (const email of [member.email, 'nobody@example.test']) {
      const agent = await browserAgent(testApp.app);
      await submit(agent, '/forgot-password', { email }).expect(302).expect('Location', '/forgot-password');
      answers.push((await pageAt(testApp, agent, '/forgot-password')).props.status);
    }
    expect(answers[0]).toMatch(/If an account uses this e-mail address/);
    expect(answers[1]).toBe(answers[0]);
    expect(await testApp.mailTo(member.email)).toHaveLength(1);
    expect(await testApp.mailTo('nobody@example.test')).toHaveLength(0);
  });

  it('stores only a hash of the token, valid for 60 minutes', async () => {
    const member = await createUser(testApp.context.db);
    const { token } = await requestLink(member.email);
    const [row] = await testApp.context.db.passwordResetToken.findMany({ where: { userId: member.id } });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - testApp.clock.now.getTime()).toBe(60 * MINUTE);
  });

  it('deletes a link at the minute tick once it has expired', async () => {
    const member = await createUser(testApp.context.db);
    await requestLink(member.email);
    const tokensOf = () => testApp.context.db.passwordResetToken.count({ where: { userId: member.id } });
    const start = testApp.clock.now;
    try {
      testApp.clock.now = new Date(start.getTime() + 59 * MINUTE);
      await testApp.tick();
      expect(await tokensOf()).toBe(1);
      testApp.clock.now = new Date(start.getTime() + 60 * MINUTE);
      await testApp.tick();
      expect(await tokensOf()).toBe(0);
    } finally {
      testApp.clock.now = start;
    }
  });

  it('keeps only the newest link working', async () => {
    const member = await createUser(testApp.context.db);
    const first = await requestLink(member.email);
    const start = testApp.clock.now;
    testApp.clock.now = new Date(start.getTime() + RESET_LINK_INTERVAL_MINUTES * MINUTE);
    const second = await requestLink(member.email).finally(() => (testApp.clock.now = start));
    const body = { email: member.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    await submit(first.agent, '/reset-password', { ...body, token: first.token }).expect(303);
    expect(await canLogIn(member.email, DEFAULT_PASSWORD)).toBe(true);
    await submit(second.agent, '/reset-password', { ...body, token: second.token })
      .expect(302)
      .expect('Location', '/login');
    expect(await canLogIn(member.email, NEW_PASSWORD)).toBe(true);
  });

  it('shows the reset screen with the token and address from the link', async () => {
    const member = await createUser(testApp.context.db);
    const { agent, link, token } = await requestLink(member.email);
    const page = await pageAt(testApp, agent, pathOf(link.toString()));
    expect(page.component).toBe('auth/ResetPassword');
    expect(page.props).toMatchObject({ token, email: member.email });
  });

  it('resets the password with a valid token, once, and sends the member to log in with a status', async () => {
    const member = await createUser(testApp.context.db);
    const { agent, token, email } = await requestLink(member.email);
    const body = { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    await submit(agent, '/reset-password', body).expect(302).expect('Location', '/login');
    expect((await pageAt(testApp, agent, '/login')).props.status).toMatch(/password has been reset/);
    expect((await pageAt(testApp, agent, '/login')).props.status).toBeUndefined();
    expect(await canLogIn(member.email, NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(member.email, DEFAULT_PASSWORD)).toBe(false);

    await submit(agent, '/reset-password', {
      ...body,
      password: 'yet another one',
      password_confirmation: 'yet another one',
    }).expect(303);
    expect((await pageAt(testApp, agent, '/login')).props.errors).toEqual({
      email: expect.stringMatching(/invalid or has expired/),
    });
    expect(await canLogIn(member.email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an unknown token, another address, or a token older than 60 minutes, and changes nothing', async () => {
    const member = await createUser(testApp.context.db);
    const other = await createUser(testApp.context.db);
    const { agent, token, email } = await requestLink(member.email);
    const attempt = (fields: object) =>
      submit(agent, '/reset-password', {
        token,
        email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        ...fields,
      }).expect(303);
    await attempt({ token: 'not-a-real-token' });
    await attempt({ email: other.email });
    const start = testApp.clock.now;
    testApp.clock.now = new Date(start.getTime() + 61 * MINUTE);
    try {
      await attempt({});
    } finally {
      testApp.clock.now = start;
    }
    expect(await canLogIn(member.email, DEFAULT_PASSWORD)).toBe(true);
    expect(await canLogIn(other.email, DEFAULT_PASSWORD)).toBe(true);
  });

  it.each([
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: 'The password must be at least 8 characters.' },
    ],
    [
      'a mismatched confirmation',
      { password_confirmation: 'something else' },
      { password_confirmation: 'The password confirmation does not match.' },
    ],
    ['a malformed address', { email: 'member@' }, { email: 'Enter a valid e-mail address.' }],
    ['unknown fields', { admin: true }, { admin: 'This field is not accepted.' }],
  ])('answers %s with a field error, keeps the token and changes nothing', async (_case, fields, errors) => {
    const member = await createUser(testApp.context.db);
    const { agent, link, token, email } = await requestLink(member.email);
    await agent.get(pathOf(link.toString()));
    await submit(agent, '/reset-password', {
      token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...fields,
    }).expect(303);
    expect((await pageAt(testApp, agent, pathOf(link.toString()))).props.errors).toEqual(errors);
    expect(await testApp.context.db.passwordResetToken.count({ where: { userId: member.id } })).toBe(1);
    expect(await canLogIn(member.email, DEFAULT_PASSWORD)).toBe(true);
  });

  it('answers a malformed address on the request form with a field error and sends nothing', async () => {
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/forgot-password', { email: 'nobody' }).expect(303);
    expect((await pageAt(testApp, agent, '/forgot-password')).props.errors).toEqual({
      email: 'Enter a valid e-mail address.',
    });
  });

  it("signs out the member's other sessions", async () => {
    const member = await createUser(testApp.context.db);
    const elsewhere = await browserAgent(testApp.app);
    await logIn(elsewhere, member.email, DEFAULT_PASSWORD);
    await elsewhere.get('/dashboard').expect(200);
    const { agent, token, email } = await requestLink(member.email);
    await submit(agent, '/reset-password', {
      token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }).expect(302);
    await elsewhere.get('/dashboard').expect(302).expect('Location', '/login');
    expect(await canLogIn(member.email, NEW_PASSWORD)).toBe(true);
    const again = await browserAgent(testApp.app);
    await logIn(again, member.email, NEW_PASSWORD);
    await again.get('/dashboard').expect(200);
  });

  it('is for guests only', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    await agent.get('/forgot-password').expect(302).expect('Location', '/dashboard');
    await agent.get('/reset-password/anything').expect(302).expect('Location', '/dashboard');
  });
});
