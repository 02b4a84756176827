import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { linkIn } from '../../support/mailbox.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { nextPage, signedInMember, submit } from './support.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const passwordHash = async (id: number) =>
  (await testApp.context.db.user.findUniqueOrThrow({ where: { id } })).passwordHash;
const change = (password: string, current = DEFAULT_PASSWORD) => ({
  current_password: current,
  password,
  password_confirmation: password,
});

describe('password settings', () => {
  it('shows the password page', async () => {
    const { agent } = await signedInMember(testApp);
    expect((await nextPage(testApp, agent, '/settings/password')).component).toBe('settings/Password');
  });

  it('changes the password when the current one is correct', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/password', change('a brand new secret'))
      .expect(303)
      .expect('Location', '/settings/password');

    const hash = await passwordHash(member.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(hash, 'a brand new secret')).toBe(true);
    const page = await nextPage(testApp, agent, '/settings/password');
    expect(page.flash.success).toBe('Password changed.');
    expect(page.props.errors).toEqual({});
  });

  it("ends the member's other sessions but keeps the one that made the change", async () => {
    const { member, agent } = await signedInMember(testApp);
    const elsewhere = await browserAgent(testApp.app);
    await logIn(elsewhere, member.email, DEFAULT_PASSWORD);
    await elsewhere.get('/settings/password').expect(200);

    await submit(agent, 'put', '/settings/password', change('a brand new secret')).expect(303);
    await elsewhere.get('/settings/password').expect(302).expect('Location', '/login');
    await agent.get('/settings/password').expect(200);
  });

  it('cancels the reset links mailed before, so a link in an old mailbox cannot undo the change', async () => {
    const { member, agent } = await signedInMember(testApp);
    const guest = await browserAgent(testApp.app);
    await submit(guest, 'post', '/forgot-password', { email: member.email }).expect(302);
    const link = new URL(linkIn((await testApp.mailTo(member.email)).at(-1)!, '/reset-password/'));
    const token = decodeURIComponent(link.pathname.split('/').at(-1)!);

    await submit(agent, 'put', '/settings/password', change('a brand new secret')).expect(303);
    const stolen = {
      token,
      email: member.email,
      password: 'the thief chose',
      password_confirmation: 'the thief chose',
    };
    await submit(guest, 'post', '/reset-password', stolen).expect(303);
    expect(await argon2.verify(await passwordHash(member.id), 'a brand new secret')).toBe(true);
    expect(await testApp.context.db.passwordResetToken.count({ where: { userId: member.id } })).toBe(0);
  });

  it('refuses a wrong current password with a field error and keeps the old one', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/password', change('a brand new secret', 'not my password')).expect(303);

    expect((await nextPage(testApp, agent, '/settings/password')).props.errors).toEqual({
      current_password: 'The password is incorrect.',
    });
    expect(await passwordHash(member.id)).toBe(member.passwordHash);
  });

  it.each([
    ['an empty form', {}, ['current_password', 'password', 'password_confirmation']],
    ['a new password under 8 characters', change('short'), ['password']],
    ['a new password that is too long', change('x'.repeat(256)), ['password']],
    [
      'a confirmation that differs',
      { ...change('a brand new secret'), password_confirmation: 'something else' },
      ['password_confirmation'],
    ],
    [
      'wrong types',
      { current_password: 1, password: ['a brand new secret'], password_confirmation: null },
      ['current_password', 'password', 'password_confirmation'],
    ],
    ['an unknown field', { ...change('a brand new secret'), userId: 1 }, ['userId']],
  ])('answers %s with field errors and changes nothing', async (_case, body, fields) => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/password', body).expect(303);

    const page = await nextPage(testApp, agent, '/settings/password');
    expect(Object.keys(page.props.errors).sort()).toEqual([...fields].sort());
    expect(page.props.old).toEqual(Object.fromEntries(Object.entries(body).filter(([key]) => !/password/.test(key))));
    expect(await passwordHash(member.id)).toBe(member.passwordHash);
  });

  it('is throttled to 6 attempts a minute per member', async () => {
    const { member, agent } = await signedInMember(testApp);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await submit(agent, 'put', '/settings/password', change('a brand new secret', 'wrong guess')).expect(303);
    }
    const refused = await submit(agent, 'put', '/settings/password', change('a brand new secret')).expect(429);
    expect(refused.text).toContain('"component":"Error"');
    expect(refused.text).toContain('"status":429');
    expect(await passwordHash(member.id)).toBe(member.passwordHash);

    const { agent: other } = await signedInMember(testApp);
    await submit(other, 'put', '/settings/password', change('a brand new secret')).expect(303);
  });
});
