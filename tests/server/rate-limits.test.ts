// The limits beside the login's: each answers its N+1th request with the 429 Error page and its wait.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { CONFIRM_PASSWORD_LIMIT } from '../../server/features/auth/routes.js';
import {
  FORGOT_PASSWORD_PER_ADDRESS,
  FORGOT_PASSWORD_PER_CLIENT,
} from '../../server/features/auth/password-reset-routes.js';
import { REGISTRATION_LIMIT } from '../../server/features/auth/registration-limit.js';
import { ACCOUNT_STEP_LIMIT } from '../../server/features/auth/register-steps/routes.js';
import { SCAN_LIMIT } from '../../server/features/scanner/routes.js';
import { BROADCASTING_AUTH_LIMIT } from '../../server/realtime/auth-route.js';
import { createRealtime } from '../../server/realtime/server.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { linkIn } from '../support/mailbox.js';
import { signedIn, submit, type Agent } from '../support/member-session.js';
import { expectTooManyRequests } from '../support/rate-limits.js';
import { browserAgent, createTestApp, type TestApp } from '../support/test-app.js';
import { createEvent, doorScanner, postScan, scanUrl, syncUrl } from './scanner/support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => testApp.close());

let clients = 0;
/** A client address of its own (through the trusted proxy), so each test starts with nothing counted. */
const newClientAddress = () => `192.0.2.${(clients += 1)}`;

/** Sends `count` requests in parallel batches (a door or a bot does not wait for each answer either). */
async function sendMany(count: number, send: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, offset) => send(start + offset)));
  }
}

const forgotPassword = (agent: Agent, email: string, client: string) =>
  submit(agent, 'post', '/forgot-password', { email }).set('X-Forwarded-For', client);

describe('forgot-password', () => {
  it('is limited per address, whatever client asks', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    for (let request = 0; request < FORGOT_PASSWORD_PER_ADDRESS.points; request += 1) {
      await forgotPassword(agent, member.email, newClientAddress()).expect(302);
    }
    expectTooManyRequests(await forgotPassword(agent, member.email, newClientAddress()));
  });

  it('is limited per client, whatever addresses it names', async () => {
    const agent = await browserAgent(testApp.app);
    const client = newClientAddress();
    for (let request = 0; request < FORGOT_PASSWORD_PER_CLIENT.points; request += 1) {
      await forgotPassword(agent, `someone${request}@example.test`, client).expect(302);
    }
    expectTooManyRequests(await forgotPassword(agent, 'one-more@example.test', client));
  });

  it('keeps a fresh link: asking again within the allowance mails nothing and the first link still works', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    for (let request = 0; request < FORGOT_PASSWORD_PER_ADDRESS.points; request += 1) {
      await forgotPassword(agent, member.email, newClientAddress()).expect(302);
    }
    const mails = await testApp.mailTo(member.email);
    expect(mails).toHaveLength(1);
    const token = decodeURIComponent(new URL(linkIn(mails[0]!, '/reset-password/')).pathname.split('/').at(-1)!);
    const password = 'a brand new password';
    await submit(agent, 'post', '/reset-password', {
      token,
      email: member.email,
      password,
      password_confirmation: password,
    })
      .expect(302)
      .expect('Location', '/login');
  });
});

// The step-by-step form's account step is counted on its own: it says whether an address is taken.
it.each([
  ['registrations', '/register', REGISTRATION_LIMIT],
  ["the step-by-step registration's account step", '/register/steps/1', ACCOUNT_STEP_LIMIT],
])('limits %s per client', async (_what, path, limit) => {
  const agent = await browserAgent(testApp.app);
  const client = newClientAddress();
  const answer = () =>
    submit(agent, 'post', path, { name: 'Bot', email: 'not-an-address' }).set('X-Forwarded-For', client);
  await sendMany(limit.points, () => answer().expect(303));
  expectTooManyRequests(await answer());
});

it('limits password confirmations per member, the right password too once used up', async () => {
  const { agent } = await signedIn(testApp);
  const confirm = (password: string) => submit(agent, 'post', '/confirm-password', { password }, '/confirm-password');
  for (let attempt = 0; attempt < CONFIRM_PASSWORD_LIMIT.points; attempt += 1)
    await confirm('wrong password').expect(303);
  expectTooManyRequests(await confirm(DEFAULT_PASSWORD));
  // Another member is not held up by the first one's guesses.
  const { agent: other } = await signedIn(testApp);
  await submit(other, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }, '/confirm-password').expect(302);
});

it('limits channel authorisations per member', async () => {
  const server = http.createServer();
  const realtime = await createRealtime(server);
  try {
    const app = createApp({ ...testApp.context, realtime });
    const agent = await browserAgent(app);
    const authorise = () =>
      submit(agent, 'post', '/broadcasting/auth', { socket_id: 'no-such-socket', channel_name: 'event.1' });
    await sendMany(BROADCASTING_AUTH_LIMIT.points, () => authorise().expect(404));
    expectTooManyRequests(await authorise());
  } finally {
    await realtime.close();
  }
});

it('limits scans per scanner member, single scans and syncs together', { timeout: 120_000 }, async () => {
  const event = await createEvent(testApp.context.db);
  const { agent } = await doorScanner(testApp);
  await sendMany(SCAN_LIMIT.points, (index) =>
    postScan(agent, index % 2 ? scanUrl(event.id) : syncUrl(event.id), {}).expect(422),
  );
  expectTooManyRequests(await postScan(agent, scanUrl(event.id), {}));
  const { agent: otherDoor } = await doorScanner(testApp, 'Second Door');
  await postScan(otherDoor, scanUrl(event.id), {}).expect(422);
});
