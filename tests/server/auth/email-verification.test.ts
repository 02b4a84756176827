import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHash, verificationPath } from '../../../server/features/auth/email-verification.js';
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { linkIn } from '../../support/mailbox.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { pageAt, pathOf, submit } from './support.js';

let testApp: TestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-05-01T10:00:00Z') } });
});
afterAll(() => testApp.close());

async function unverifiedMember() {
  const member = await createUser(testApp.context.db, { verified: false });
  const agent = await browserAgent(testApp.app);
  await logIn(agent, member.email, DEFAULT_PASSWORD);
  return { member, agent };
}

const verifiedAt = async (id: number) =>
  (await testApp.context.db.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt;

describe('e-mail verification', () => {
  it('shows the notice to an unverified member, and sends them there from the dashboard', async () => {
    const { member, agent } = await unverifiedMember();
    await agent.get('/dashboard').expect(302).expect('Location', '/verify-email');
    const page = await pageAt(testApp, agent, '/verify-email');
    expect(page.component).toBe('auth/VerifyEmail');
    expect(page.props.email).toBe(member.email);
  });

  it('sends a verified member from the notice to the dashboard', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    await agent.get('/verify-email').expect(302).expect('Location', '/dashboard');
  });

  it('verifies the address through the mailed link', async () => {
    const { member, agent } = await unverifiedMember();
    await submit(agent, '/email/verification-notification', {}).expect(302).expect('Location', '/verify-email');
    const [mail] = await testApp.mailTo(member.email);
    expect(mail!.html).toContain('/verify-email/');
    await agent
      .get(pathOf(linkIn(mail!, '/verify-email/')))
      .expect(302)
      .expect('Location', '/dashboard');
    expect(await verifiedAt(member.id)).toEqual(testApp.clock.now);
    expect((await pageAt(testApp, agent, '/dashboard')).component).toBe('Dashboard');
  });

  it('refuses a link with a wrong hash, another member, a changed signature or after 60 minutes, and verifies nothing', async () => {
    const { member, agent } = await unverifiedMember();
    const other = await createUser(testApp.context.db, { verified: false });
    const good = verificationPath(testApp.context, member);
    const url = new URL(good, 'http://x');
    const wrongHash = good.replace(emailHash(member.email), emailHash('someone@else.test'));
    const othersLink = verificationPath(testApp.context, other);
    const badSignature = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'0'.repeat(64)}`;
    const laterExpiry = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`;
    for (const link of [wrongHash, othersLink, badSignature, laterExpiry, url.pathname]) {
      await agent.get(link).expect(302).expect('Location', '/verify-email');
    }
    const page = await pageAt(testApp, agent, '/verify-email');
    expect(page.flash.error).toMatch(/not valid/);
    const start = testApp.clock.now;
    testApp.clock.now = new Date(start.getTime() + 61 * MINUTE);
    try {
      await agent.get(good).expect(302).expect('Location', '/verify-email');
      expect((await pageAt(testApp, agent, '/verify-email')).flash.error).toMatch(/expired/);
    } finally {
      testApp.clock.now = start;
    }
    expect(await verifiedAt(member.id)).toBeNull();
    expect(await verifiedAt(other.id)).toBeNull();
  });

  it('voids older links when the address changes', async () => {
    const { member, agent } = await unverifiedMember();
    const link = verificationPath(testApp.context, member);
    await testApp.context.db.user.update({ where: { id: member.id }, data: { email: `changed-${member.email}` } });
    await agent.get(link).expect(302).expect('Location', '/verify-email');
    expect(await verifiedAt(member.id)).toBeNull();
  });

  it('sends a guest who follows a link to log in first, then back to the link', async () => {
    const member = await createUser(testApp.context.db, { verified: false });
    const link = verificationPath(testApp.context, member);
    const agent = await browserAgent(testApp.app);
    await agent.get(link).expect(302).expect('Location', '/login');
    await submit(agent, '/login', { email: member.email, password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', link);
    await agent.get(link).expect(302).expect('Location', '/dashboard');
    expect(await verifiedAt(member.id)).not.toBeNull();
  });

  it('redirects an already verified member who follows their link to the dashboard', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    const before = await verifiedAt(member.id);
    await agent.get(verificationPath(testApp.context, member)).expect(302).expect('Location', '/dashboard');
    expect(await verifiedAt(member.id)).toEqual(before);
  });

  it('resends the link, but not to a verified member', async () => {
    const { member, agent } = await unverifiedMember();
    await submit(agent, '/email/verification-notification', {}).expect(302);
    expect(await testApp.mailTo(member.email)).toHaveLength(1);

    const verified = await createUser(testApp.context.db);
    const verifiedAgent = await browserAgent(testApp.app);
    await logIn(verifiedAgent, verified.email, DEFAULT_PASSWORD);
    await submit(verifiedAgent, '/email/verification-notification', {}).expect(302).expect('Location', '/dashboard');
    expect(await testApp.mailTo(verified.email)).toHaveLength(0);
  });

  it('throttles resending to 6 a minute', async () => {
    const { member, agent } = await unverifiedMember();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await submit(agent, '/email/verification-notification', {}).expect(302);
    const refused = await submit(agent, '/email/verification-notification', {}).expect(429);
    expect(refused.text).toMatch(/"status":429,"retryAfter":\d+/);
    expect(await testApp.mailTo(member.email)).toHaveLength(6);
  });

  it('keeps guests out of the notice and the resend', async () => {
    const agent = await browserAgent(testApp.app);
    await agent.get('/verify-email').expect(302).expect('Location', '/login');
    await submit(agent, '/email/verification-notification', {}).expect(302).expect('Location', '/login');
  });
});
