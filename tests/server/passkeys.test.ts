// Passkeys (SPEC §14) through real HTTP: a software authenticator (tests/support/software-authenticator.ts)
// answers the server's WebAuthn options with real ES256 signatures, so the server's verification runs
// for real on every path: adding a passkey in the settings, signing in with it, and each refusal.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PER_CLIENT } from '../../server/features/auth/login-throttle.js';
import { mailDateTime } from '../../server/mail/dates.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { linkIn } from '../support/mailbox.js';
import { refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from './jobs/support.js';
import { confirmPassword, pageAt, postJson, signedIn, submit, type Agent } from '../support/member-session.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { browserAgent, createTestApp, xsrfToken, type TestApp } from '../support/test-app.js';
import type { PasskeyView } from '../../common/types/settings.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function registrationOptions(agent: Agent): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { body } = await postJson(agent, '/settings/passkeys/options').expect(200);
  return body as PublicKeyCredentialCreationOptionsJSON;
}

async function signInOptions(agent: Agent): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { body } = await postJson(agent, '/login/passkey/options').expect(200);
  return body as PublicKeyCredentialRequestOptionsJSON;
}

/** A signed-in member with a password confirmation, as on the passkeys page. */
async function memberOnPasskeys() {
  const { user, agent } = await signedIn(testApp);
  await confirmPassword(agent);
  return { member: user, agent };
}

/** Adds a passkey made by the authenticator, as the page does: options, the browser's answer, the form. */
async function addPasskey(agent: Agent, authenticator: SoftwareAuthenticator, name = 'My phone') {
  const credential = authenticator.register(await registrationOptions(agent));
  const response = await submit(agent, 'post', '/settings/passkeys', { name, credential }, '/settings/passkeys');
  return { status: response.status, location: response.headers.location as string | undefined };
}

const ADDED = { status: 302, location: '/settings/passkeys' };
const REFUSED = { status: 303, location: '/settings/passkeys' };

async function memberWithPasskey() {
  const { member, agent } = await memberOnPasskeys();
  const authenticator = new SoftwareAuthenticator();
  expect(await addPasskey(agent, authenticator)).toEqual(ADDED);
  return { member, agent, authenticator };
}

/** A guest's sign-in with the authenticator's passkey: the answer to the verify POST. */
async function signInWith(authenticator: SoftwareAuthenticator, guest?: Agent) {
  const agent = guest ?? (await browserAgent(testApp.app));
  const credential = authenticator.authenticate(await signInOptions(agent));
  const response = await submit(agent, 'post', '/login/passkey', { credential }, '/login');
  return { agent, response, credential };
}

/** Who the agent's session belongs to (null for a guest), as the pages see it. */
async function signedInAs(agent: Agent): Promise<number | null> {
  const page = await pageAt<{ auth: { user: { id: number } | null } }>(testApp, agent, '/');
  return page.props.auth.user?.id ?? null;
}

async function expectRefused(agent: Agent, response: { status: number; headers: Record<string, string> }) {
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe('/login');
  const page = await pageAt(testApp, agent, '/login');
  expect(page.props.errors.passkey).toMatch(/did not sign you in/);
  expect(await signedInAs(agent)).toBeNull();
}

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const passkeysOf = (userId: number) => testApp.context.db.passkey.findMany({ where: { userId } });

describe('adding passkeys in the settings', () => {
  it('asks for the password before showing the passkeys page', async () => {
    const { agent } = await signedIn(testApp);
    await agent.get('/settings/passkeys').expect(303).expect('Location', '/confirm-password');
    await postJson(agent, '/settings/passkeys/options').expect(303).expect('Location', '/confirm-password');
  });

  it('offers options for a discoverable passkey with user verification, excluding those already added', async () => {
    const { member, agent } = await memberWithPasskey();
    const options = await registrationOptions(agent);
    expect(options.rp).toEqual({ name: 'Agora', id: 'localhost' });
    expect(options.user.name).toBe(member.email);
    // A handle of 32 bytes derived with the app's secret, not the member's record id.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const [stored] = await passkeysOf(member.id);
    expect(options.excludeCredentials).toEqual([
      { id: stored!.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('stores the passkey the browser created and lists it by name, with no key material on the page or in the log', async () => {
    const { member, agent, authenticator } = await memberWithPasskey();
    const [stored] = await passkeysOf(member.id);
    expect(stored).toMatchObject({
      name: 'My phone',
      credentialId: authenticator.passkeys[0]!.id,
      counter: 0n,
      lastUsedAt: null,
    });
    expect(stored!.publicKey.length).toBeGreaterThan(64);
    expect(stored!.transports.split(',').sort()).toEqual(['hybrid', 'internal']);

    const page = await pageAt<{ passkeys: PasskeyView[] }>(testApp, agent, '/settings/passkeys');
    expect(page.component).toBe('settings/Passkeys');
    expect(page.flash.success).toMatch(/Passkey “My phone” added/);
    expect(page.props.passkeys).toEqual([
      { id: stored!.id, name: 'My phone', createdAt: stored!.createdAt.toISOString(), lastUsedAt: null },
    ]);

    const entries = await testApp.context.db.auditEntry.findMany({
      where: { action: 'passkey.added', subjectId: member.id },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: member.id, subjectType: 'user' });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ passkey: stored!.id, name: 'My phone' });
    expect(JSON.stringify(entries)).not.toContain(stored!.credentialId);
  });

  it('tells the member by mail of each passkey added: its name, the device, when, and where to remove it', async () => {
    const { member, agent } = await memberOnPasskeys();
    const credential = new SoftwareAuthenticator().register(await registrationOptions(agent));
    await submit(agent, 'post', '/settings/passkeys', { name: 'Work laptop', credential }, '/settings/passkeys')
      .set('User-Agent', FIREFOX_ON_WINDOWS)
      .expect(302);
    const [mail, ...more] = await testApp.mailTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A passkey was added to your account');
    expect(mail!.text).toContain('“Work laptop”');
    expect(mail!.text).toContain('Firefox on Windows');
    expect(mail!.text).toContain(mailDateTime(testApp.clock.now));
    expect(new URL(linkIn(mail!, '/settings/passkeys')).pathname).toBe('/settings/passkeys');
    expect(mail!.raw).not.toContain(credential.id);
  });

  it('adds a passkey while the queue refuses work, and tells the member of it once, a minute later', async () => {
    const { member, agent } = await memberOnPasskeys();
    const outage = refuseAllWork(testApp.context.jobs);
    expect(await addPasskey(agent, new SoftwareAuthenticator(), 'While down')).toEqual(ADDED);
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect((await passkeysOf(member.id)).map(({ name }) => name)).toEqual(['While down']);

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, member.email)).toEqual(['A passkey was added to your account']);
  });

  it('sends no notice for a passkey refused', async () => {
    const { member, agent } = await memberOnPasskeys();
    expect(await addPasskey(agent, new SoftwareAuthenticator({ userVerified: false }))).toEqual(REFUSED);
    expect(await testApp.mailTo(member.email)).toEqual([]);
  });

  it('refuses an answer without user verification, to another challenge, or from another origin', async () => {
    const { member, agent } = await memberOnPasskeys();
    const unverified = new SoftwareAuthenticator({ userVerified: false });
    expect(await addPasskey(agent, unverified)).toEqual(REFUSED);
    expect((await pageAt(testApp, agent, '/settings/passkeys')).props.errors).toEqual({
      passkey: 'The passkey could not be added. Try again.',
    });

    // Options fetched in another member's session: their challenge is not this session's.
    const other = await memberOnPasskeys();
    const authenticator = new SoftwareAuthenticator();
    await registrationOptions(agent);
    const credential = authenticator.register(await registrationOptions(other.agent));
    await submit(agent, 'post', '/settings/passkeys', { name: 'Stolen', credential }, '/settings/passkeys').expect(303);

    const elsewhere = new SoftwareAuthenticator({ origin: 'https://evil.example' });
    expect(await addPasskey(agent, elsewhere)).toEqual(REFUSED);
    expect(await passkeysOf(member.id)).toEqual([]);
  });

  it('uses a challenge once: the same answer sent again is refused', async () => {
    const { member, agent } = await memberOnPasskeys();
    const authenticator = new SoftwareAuthenticator();
    const credential = authenticator.register(await registrationOptions(agent));
    await submit(agent, 'post', '/settings/passkeys', { name: 'Once', credential }, '/settings/passkeys').expect(302);
    await submit(agent, 'post', '/settings/passkeys', { name: 'Twice', credential }, '/settings/passkeys').expect(303);
    expect((await passkeysOf(member.id)).map((passkey) => passkey.name)).toEqual(['Once']);
  });

  it('asks for a name', async () => {
    const { member, agent } = await memberOnPasskeys();
    expect(await addPasskey(agent, new SoftwareAuthenticator(), '  ')).toEqual(REFUSED);
    expect((await pageAt(testApp, agent, '/settings/passkeys')).props.errors).toEqual({
      name: 'Give the passkey a name.',
    });
    expect(await passkeysOf(member.id)).toEqual([]);
  });

  it('renames and removes the member’s own passkeys, each change audited', async () => {
    const { member, agent } = await memberWithPasskey();
    const [stored] = await passkeysOf(member.id);
    await submit(agent, 'patch', `/settings/passkeys/${stored!.id}`, { name: 'Laptop' }, '/settings/passkeys')
      .expect(303)
      .expect('Location', '/settings/passkeys');
    expect((await passkeysOf(member.id))[0]!.name).toBe('Laptop');
    await submit(agent, 'delete', `/settings/passkeys/${stored!.id}`, {}, '/settings/passkeys').expect(303);
    expect(await passkeysOf(member.id)).toEqual([]);

    const entries = await testApp.context.db.auditEntry.findMany({
      where: { subjectId: member.id, action: { in: ['passkey.renamed', 'passkey.removed'] } },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['passkey.renamed', JSON.stringify({ name: 'My phone' }), JSON.stringify({ name: 'Laptop' })],
      ['passkey.removed', JSON.stringify({ passkey: stored!.id, name: 'Laptop' }), null],
    ]);
  });

  it('answers 404 to renaming or removing another member’s passkey, and changes nothing', async () => {
    const owner = await memberWithPasskey();
    const [theirs] = await passkeysOf(owner.member.id);
    const { agent } = await memberOnPasskeys();
    await submit(agent, 'patch', `/settings/passkeys/${theirs!.id}`, { name: 'Mine now' }).expect(404);
    await submit(agent, 'delete', `/settings/passkeys/${theirs!.id}`).expect(404);
    expect(await passkeysOf(owner.member.id)).toMatchObject([{ id: theirs!.id, name: 'My phone' }]);
  });
});

describe('signing in with a passkey', () => {
  it('signs the member in without an address: a new session, the page they were headed for, the use recorded', async () => {
    const { member, authenticator } = await memberWithPasskey();
    const guest = await browserAgent(testApp.app);
    await guest.get('/settings/appearance').expect(302).expect('Location', '/login');
    const before = xsrfToken(guest);
    const { agent, response } = await signInWith(authenticator, guest);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/settings/appearance');
    expect(String(response.headers['set-cookie'])).toMatch(/agora_session=/);
    expect(await signedInAs(agent)).toBe(member.id);
    expect(xsrfToken(agent)).not.toBe(before);
    const [stored] = await passkeysOf(member.id);
    expect(stored!.counter).toBe(1n);
    expect(stored!.lastUsedAt).toEqual(testApp.clock.now);
  });

  it('goes to the dashboard when nothing was intended, and offers no list of credentials', async () => {
    const { authenticator } = await memberWithPasskey();
    const guest = await browserAgent(testApp.app);
    const options = await signInOptions(guest);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const { response } = await signInWith(authenticator, guest);
    expect(response.headers.location).toBe('/dashboard');
  });

  it('refuses a wrong signature', async () => {
    const { authenticator } = await memberWithPasskey();
    const agent = await browserAgent(testApp.app);
    const credential = authenticator.authenticate(await signInOptions(agent));
    const signature = Buffer.from(credential.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 0x01;
    credential.response.signature = signature.toString('base64url');
    await expectRefused(agent, await submit(agent, 'post', '/login/passkey', { credential }, '/login'));
  });

  it('refuses an answer sent again (the challenge is used once) and one to a challenge answered before', async () => {
    const { authenticator } = await memberWithPasskey();
    const { agent, response, credential } = await signInWith(authenticator);
    expect(response.status).toBe(302);

    // The same answer in another guest session that asked for its own challenge.
    const thief = await browserAgent(testApp.app);
    await signInOptions(thief);
    await expectRefused(thief, await submit(thief, 'post', '/login/passkey', { credential }, '/login'));

    // A challenge is used up by any answer, even a refused one: a good signature over it comes too late.
    const guest = await browserAgent(testApp.app);
    const options = await signInOptions(guest);
    const unknown = new SoftwareAuthenticator();
    unknown.register(await registrationOptions((await memberOnPasskeys()).agent));
    await expectRefused(
      guest,
      await submit(guest, 'post', '/login/passkey', { credential: unknown.authenticate(options) }, '/login'),
    );
    const good = authenticator.authenticate(options);
    await expectRefused(guest, await submit(guest, 'post', '/login/passkey', { credential: good }, '/login'));
    expect(await signedInAs(agent)).not.toBeNull();
  });

  it('refuses an answer made for a challenge given to another session', async () => {
    const { authenticator } = await memberWithPasskey();
    const other = await memberWithPasskey();
    const victim = await browserAgent(testApp.app);
    await signInOptions(victim);
    const attacker = await browserAgent(testApp.app);
    const credential = other.authenticator.authenticate(await signInOptions(attacker));
    await expectRefused(victim, await submit(victim, 'post', '/login/passkey', { credential }, '/login'));
    expect(authenticator.passkeys).toHaveLength(1);
  });

  it('refuses the passkey once removed', async () => {
    const { member, agent, authenticator } = await memberWithPasskey();
    const [stored] = await passkeysOf(member.id);
    await submit(agent, 'delete', `/settings/passkeys/${stored!.id}`).expect(303);
    const guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(authenticator, guest)).response);
  });

  it('signs out the sessions a passkey opened when it is removed, and leaves the others signed in', async () => {
    // A thief holding the member's session adds a passkey, then signs in with it in their own browsers.
    const { member, agent, authenticator } = await memberWithPasskey();
    const { agent: thief } = await signInWith(authenticator);
    const { agent: thiefElsewhere } = await signInWith(authenticator);
    const byPassword = await browserAgent(testApp.app);
    await submit(byPassword, 'post', '/login', { email: member.email, password: DEFAULT_PASSWORD }).expect(302);
    const other = await memberWithPasskey();
    const { agent: otherMember } = await signInWith(other.authenticator);
    expect(await signedInAs(thief)).toBe(member.id);

    const [stored] = await passkeysOf(member.id);
    await submit(agent, 'delete', `/settings/passkeys/${stored!.id}`, {}, '/settings/passkeys').expect(303);
    expect((await pageAt(testApp, agent, '/settings/passkeys')).flash).toEqual({
      success: 'Passkey “My phone” removed. It no longer signs you in, and the 2 devices it signed in are signed out.',
    });
    expect(await signedInAs(thief)).toBeNull();
    expect(await signedInAs(thiefElsewhere)).toBeNull();
    expect(await signedInAs(agent)).toBe(member.id);
    expect(await signedInAs(byPassword)).toBe(member.id);
    expect(await signedInAs(otherMember)).toBe(other.member.id);
    expect(await testApp.context.db.browserSession.count({ where: { userId: member.id } })).toBe(2);
  });

  it('refuses an unknown passkey, one without user verification, and one from another origin', async () => {
    const { authenticator } = await memberWithPasskey();
    const unknown = new SoftwareAuthenticator();
    unknown.register(await registrationOptions((await memberOnPasskeys()).agent));
    let guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(unknown, guest)).response);

    authenticator.userVerified = false;
    guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(authenticator, guest)).response);

    authenticator.userVerified = true;
    authenticator.origin = 'https://evil.example';
    guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(authenticator, guest)).response);
  });

  it('refuses a signature counter that did not go up (a cloned authenticator)', async () => {
    const { authenticator } = await memberWithPasskey();
    expect((await signInWith(authenticator)).response.status).toBe(302);
    authenticator.passkeys[0]!.counter = 0;
    const guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(authenticator, guest)).response);
  });

  it('accepts an authenticator that keeps no counter, every time', async () => {
    const { member, agent } = await memberOnPasskeys();
    const synced = new SoftwareAuthenticator({ counts: false });
    expect(await addPasskey(agent, synced)).toEqual(ADDED);
    for (let time = 0; time < 2; time += 1) {
      const { agent: signedInAgent, response } = await signInWith(synced);
      expect(response.status).toBe(302);
      expect(await signedInAs(signedInAgent)).toBe(member.id);
    }
  });

  it('refuses the passkey of a deleted account, whose passkeys went with it', async () => {
    const { member, agent, authenticator } = await memberWithPasskey();
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile')
      .expect(303)
      .expect('Location', '/');
    expect(await passkeysOf(member.id)).toEqual([]);
    const guest = await browserAgent(testApp.app);
    await expectRefused(guest, (await signInWith(authenticator, guest)).response);
  });

  it('limits the answers from one client like the password login', async () => {
    const limited = await createTestApp();
    try {
      const guest = await browserAgent(limited.app);
      const authenticator = new SoftwareAuthenticator();
      authenticator.register({
        challenge: 'x',
        rp: { name: 'Agora', id: 'localhost' },
        user: { id: 'dXNlcg', name: 'nobody', displayName: 'nobody' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      });
      const credential = authenticator.authenticate({ challenge: 'eA' });
      for (let attempt = 0; attempt < LOGIN_PER_CLIENT.points; attempt += 1) {
        await submit(guest, 'post', '/login/passkey', { credential }, '/login').expect(303);
      }
      const refused = await submit(guest, 'post', '/login/passkey', { credential }, '/login').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('passkeys and the rest of the account', () => {
  it('refuses every passkey change without the CSRF token (419) and changes nothing', async () => {
    const { member, agent, authenticator } = await memberWithPasskey();
    const [stored] = await passkeysOf(member.id);
    const credential = authenticator.register(await registrationOptions(agent));
    const guest = await browserAgent(testApp.app);
    const attempts = [
      agent.post('/settings/passkeys/options').send({}),
      agent.post('/settings/passkeys').send({ name: 'Forged', credential }),
      agent.patch(`/settings/passkeys/${stored!.id}`).send({ name: 'Forged' }),
      agent.delete(`/settings/passkeys/${stored!.id}`).send({}),
      guest.post('/login/passkey/options').send({}),
      guest.post('/login/passkey').send({ credential: authenticator.authenticate({ challenge: 'eA' }) }),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(419);
    expect(await passkeysOf(member.id)).toMatchObject([{ id: stored!.id, name: 'My phone' }]);
    expect(await signedInAs(guest)).toBeNull();
  });

  it('lists the passkeys in the data export, by name and dates only', async () => {
    const { member, agent } = await memberWithPasskey();
    const [stored] = await passkeysOf(member.id);
    const response = await agent.get('/settings/profile/export').expect(200);
    const data = JSON.parse(response.text) as { passkeys: unknown };
    expect(data.passkeys).toEqual([{ name: 'My phone', addedAt: stored!.createdAt.toISOString(), lastUsedAt: null }]);
    expect(response.text).not.toContain(stored!.credentialId);
    expect(response.text).not.toContain(Buffer.from(stored!.publicKey).toString('base64url'));
  });

  it('keeps passkeys through a password reset, and names them to whoever reset it', async () => {
    const { member, authenticator } = await memberWithPasskey();
    const agent = await browserAgent(testApp.app);
    await submit(agent, 'post', '/forgot-password', { email: member.email }).expect(302);
    const link = new URL(linkIn((await testApp.mailTo(member.email)).at(-1)!, '/reset-password/'));
    const password = 'a brand new password';
    await submit(agent, 'post', '/reset-password', {
      token: decodeURIComponent(link.pathname.split('/').at(-1)!),
      email: member.email,
      password,
      password_confirmation: password,
    }).expect(302);
    expect((await pageAt(testApp, agent, '/login')).props.status).toBe(
      'Your password has been reset. You can log in with the new password. Your passkey “My phone” still signs you in. If it is not yours, remove it at Settings → Passkeys once signed in: that also signs out the devices it signed in.',
    );
    const { response } = await signInWith(authenticator);
    expect(response.headers.location).toBe('/dashboard');
  });

  it('lets the password sign-in go on working beside passkeys', async () => {
    const member = await createUser(testApp.context.db);
    const guest = await browserAgent(testApp.app);
    await submit(guest, 'post', '/login', { email: member.email, password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', '/dashboard');
  });
});
