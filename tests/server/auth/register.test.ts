import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { failNextEnqueue, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { pageAt, submit } from './support.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.TEST',
  password: 'difference engine',
  password_confirmation: 'difference engine',
};

describe('one-page registration', () => {
  it('shows the registration screen', async () => {
    const agent = await browserAgent(testApp.app);
    expect((await pageAt(testApp, agent, '/register')).component).toBe('auth/Register');
  });

  it('creates the member with a lower-cased address and an argon2id hash, logs them in and sends the verification mail', async () => {
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/register', valid).expect(302).expect('Location', '/dashboard');
    const user = await testApp.context.db.user.findUniqueOrThrow({ where: { email: 'ada@example.test' } });
    expect(user).toMatchObject({ name: 'Ada Lovelace', emailVerifiedAt: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const page = await pageAt(testApp, agent, '/verify-email');
    expect((page.props.auth as { user: { id: number } }).user.id).toBe(user.id);
    const mails = await testApp.mailTo('ada@example.test');
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your e-mail address']);
  });

  it('signs in a member who registered while the queue refused the verification link, and mails it once later', async () => {
    const agent = await browserAgent(testApp.app);
    const refusal = failNextEnqueue(testApp.context.jobs, 'mail.send');
    await submit(agent, '/register', { ...valid, email: 'queue-down@example.test' })
      .expect(302)
      .expect('Location', '/dashboard');
    expect(refusal.failed).toBe(1);
    const page = await pageAt(testApp, agent, '/verify-email');
    expect(page.props.auth).toMatchObject({ user: { email: 'queue-down@example.test' } });

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'queue-down@example.test')).toEqual(['Verify your e-mail address']);
  });

  it('refuses an address already registered in any letter case, and creates nobody', async () => {
    await createUser(testApp.context.db, { email: 'taken@example.test' });
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/register', { ...valid, email: 'TAKEN@example.test' }).expect(303);
    expect((await pageAt(testApp, agent, '/register')).props.errors).toEqual({
      email: 'This e-mail address is already registered.',
    });
    expect(await testApp.context.db.user.count({ where: { email: 'taken@example.test' } })).toBe(1);
  });

  it.each([
    [
      'empty fields',
      { name: '', email: '', password: '', password_confirmation: '' },
      {
        name: 'Enter your name.',
        email: 'Enter a valid e-mail address.',
        password: 'The password must be at least 8 characters.',
      },
    ],
    [
      'a malformed address and a short password',
      { ...valid, email: 'ada@', password: 'short', password_confirmation: 'short' },
      { email: 'Enter a valid e-mail address.', password: 'The password must be at least 8 characters.' },
    ],
    [
      'a mismatched confirmation',
      { ...valid, password_confirmation: 'something else' },
      { password_confirmation: 'The password confirmation does not match.' },
    ],
    ['a too long name', { ...valid, name: 'x'.repeat(256) }, { name: 'The name may be at most 255 characters.' }],
    [
      'wrong types',
      { ...valid, name: 42, email: ['a@b.test'] },
      { name: 'Enter your name.', email: 'Enter a valid e-mail address.' },
    ],
    ['unknown fields', { ...valid, role: 'admin' }, { role: 'This field is not accepted.' }],
  ])('answers %s with field errors and creates nobody', async (_case, body, errors) => {
    const agent = await browserAgent(testApp.app);
    const before = await testApp.context.db.user.count();
    await submit(agent, '/register', body).expect(303);
    expect((await pageAt(testApp, agent, '/register')).props.errors).toEqual(errors);
    expect(await testApp.context.db.user.count()).toBe(before);
  });

  it('is for guests: a signed-in member goes to the dashboard', async () => {
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/register', { ...valid, email: 'guest-only@example.test' });
    await agent.get('/register').expect(302).expect('Location', '/dashboard');
  });
});
