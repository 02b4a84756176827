import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PER_ADDRESS, LOGIN_PER_CLIENT } from '../../../server/features/auth/login-throttle.js';
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { expectTooManyRequests } from '../../support/rate-limits.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { submit } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => testApp.close());

// Each login checks an argon2 hash (unknown addresses too, against a stand-in), so a test that spends
// the per-client allowance hashes 50+ times.
const MANY_LOGINS = { timeout: 120_000 };

let clients = 0;
/** A client address of its own (through the trusted proxy), so each test starts with no attempts counted. */
const newClientAddress = () => `203.0.113.${(clients += 1)}`;

/** A guest's browser at the client address, submitting the login form. */
async function clientBrowser(address = newClientAddress()) {
  const agent = await browserAgent(testApp.app);
  return {
    login: (email: string, password: string) =>
      submit(agent, '/login', { email, password }).set('X-Forwarded-For', address),
  };
}

describe('the login limit', () => {
  it('counts parallel guesses before checking them: exactly the allowed number get an answer', async () => {
    const member = await createUser(testApp.context.db);
    const { login } = await clientBrowser();
    const guesses = await Promise.all(
      Array.from({ length: LOGIN_PER_ADDRESS.points + 4 }, () => login(member.email, 'wrong password')),
    );
    const answered = guesses.filter((response) => response.status === 303);
    const refused = guesses.filter((response) => response.status === 429);
    expect(answered).toHaveLength(LOGIN_PER_ADDRESS.points);
    expect(refused).toHaveLength(4);
    expectTooManyRequests(refused[0]!);

    expectTooManyRequests(await login(member.email, DEFAULT_PASSWORD));
  });

  it('forgets the failures of an address once its member signs in', async () => {
    const member = await createUser(testApp.context.db);
    const { login } = await clientBrowser();
    for (let attempt = 1; attempt < LOGIN_PER_ADDRESS.points; attempt += 1)
      await login(member.email, 'wrong password').expect(303);
    await login(member.email, DEFAULT_PASSWORD).expect(302).expect('Location', '/dashboard');
  });

  it('limits failed logins from one client across many addresses', MANY_LOGINS, async () => {
    const { login } = await clientBrowser();
    const guesses = await Promise.all(
      Array.from({ length: LOGIN_PER_CLIENT.points + 3 }, (_, attempt) =>
        login(`nobody${attempt}@example.test`, 'a common password'),
      ),
    );
    expect(guesses.filter((response) => response.status === 303)).toHaveLength(LOGIN_PER_CLIENT.points);
    expectTooManyRequests(guesses.find((response) => response.status !== 303)!);
  });

  it('does not count a successful login against the client, nor forget its failures', MANY_LOGINS, async () => {
    const member = await createUser(testApp.context.db);
    const address = newClientAddress();
    const { login } = await clientBrowser(address);
    await Promise.all(
      Array.from({ length: LOGIN_PER_CLIENT.points - 1 }, (_, attempt) =>
        login(`nobody${attempt}@example.test`, 'a common password').expect(303),
      ),
    );
    await (
      await clientBrowser(address)
    )
      .login(member.email, DEFAULT_PASSWORD)
      .expect(302)
      .expect('Location', '/dashboard');
    await login('the-last@example.test', 'a common password').expect(303);
    expectTooManyRequests(await login('one-more@example.test', 'a common password'));
  });
});
