// Passwords are never shown, so the rule against unshowable characters leaves them alone: a member whose
// password holds a tab or an invisible character can still register and sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { submit } from '../auth/support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('characters in passwords', () => {
  it('accepts a password holding a tab and a zero-width space, and signs in with it', async () => {
    const password = 'tab\there\u200bzero-width';
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/register', { name: 'Secret Keeper', email: 'keeper@example.test', password, password_confirmation: password })
      .expect(302)
      .expect('Location', '/dashboard');
    const fresh = await browserAgent(testApp.app);
    const response = await logIn(fresh, 'keeper@example.test', password);
    expect(response.headers.location).toBe('/dashboard');
  });

  it('still refuses the same characters in the name', async () => {
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/register', { name: 'Tab\tName', email: 'tabbed@example.test', password: 'long enough pass', password_confirmation: 'long enough pass' }).expect(303);
    expect(await testApp.context.db.user.findUnique({ where: { email: 'tabbed@example.test' } })).toBeNull();
  });
});
