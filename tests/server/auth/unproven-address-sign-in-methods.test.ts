// Anyone can register with an address they cannot read (it stays unverified). Such an account must not
// gain a sign-in method of its own that outlives the password: the address's owner, who takes the
// account over with a password reset, would find a squatter's authenticator app demanding a code they
// do not have, or a squatter's passkey still signing in. Passkeys and two-factor are set up only with a
// verified address.
import { afterAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../server/features/auth/index.js';
import { linkIn } from '../../support/mailbox.js';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { confirmPassword, pageAt, postJson, signedIn, submit, type Agent } from '../../support/member-session.js';
import { SoftwareAuthenticator } from '../../support/software-authenticator.js';
import { browserAgent, createTestApp, xsrfToken } from '../../support/test-app.js';
import { giveTwoFactor } from '../../support/two-factor.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const db = () => testApp.context.db;

const SQUATTER_PASSWORD = 'the squatter chose this';
const OWNER_PASSWORD = 'the owner chose this';
/** A new password, typed twice as the forms ask. */
const chosen = (password: string) => ({ password, password_confirmation: password });

/** Someone registers with an address they do not read, and confirms the password they chose. */
async function squatterOn(email: string): Promise<Agent> {
  const agent = await browserAgent(testApp.app);
  const registration = { name: 'Squatter', email, ...chosen(SQUATTER_PASSWORD) };
  await submit(agent, 'post', '/register', registration).expect(302).expect('Location', '/dashboard');
  // Like a browser, it follows the redirect, which renews the CSRF token.
  await agent.get('/dashboard');
  await submit(agent, 'post', '/confirm-password', { password: SQUATTER_PASSWORD }).expect(302);
  return agent;
}

/**
 * The address's owner: "forgot password", the mailed link, a new password, then the login. What the login
 * page told them after the reset, and where the login led.
 */
async function ownerResetsAndSignsIn(email: string): Promise<{ told: string; login: string | undefined }> {
  const owner = await browserAgent(testApp.app);
  await submit(owner, 'post', '/forgot-password', { email }).expect(302);
  await testApp.runJobs();
  const link = new URL(linkIn((await testApp.mailTo(email)).at(-1)!, '/reset-password/'));
  const token = decodeURIComponent(link.pathname.split('/').at(-1)!);
  const reset = { token, email, ...chosen(OWNER_PASSWORD) };
  await submit(owner, 'post', '/reset-password', reset).expect(302).expect('Location', '/login');
  const { status } = (await pageAt<{ status: string }>(testApp, owner, '/login')).props;
  const login = await submit(owner, 'post', '/login', { email, password: OWNER_PASSWORD });
  return { told: status, login: login.headers.location as string | undefined };
}

const userOf = (email: string) => db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });

describe('sign-in methods on an address nobody has proven', () => {
  it('turns no two-factor on, so the owner who resets the password signs in', async () => {
    const email = 'squatted-totp@example.test';
    const squatter = await squatterOn(email);
    await submit(squatter, 'post', '/settings/two-factor').expect(302).expect('Location', '/verify-email');
    // Had a setup been started (in an earlier session), its code still turns nothing on.
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    await submit(squatter, 'post', '/settings/two-factor/confirm', { code: totpCode(secret, testApp.clock.now) })
      .expect(302)
      .expect('Location', '/verify-email');
    const { id } = await userOf(email);
    expect(await db().twoFactor.count({ where: { userId: id } })).toBe(0);

    expect((await ownerResetsAndSignsIn(email)).login).toBe('/dashboard');
  });

  it('adds no passkey, so nothing of the squatter signs in after the reset', async () => {
    const email = 'squatted-passkey@example.test';
    const squatter = await squatterOn(email);
    await squatter
      .post('/settings/passkeys/options')
      .set('X-XSRF-TOKEN', xsrfToken(squatter))
      .set('Accept', 'application/json')
      .send({})
      .expect(302)
      .expect('Location', '/verify-email');
    const credential = new SoftwareAuthenticator().register({
      rp: { name: 'Agora', id: 'localhost' },
      user: { id: 'AAAA', name: email, displayName: 'Squatter' },
      challenge: 'AAAA',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    await submit(squatter, 'post', '/settings/passkeys', { name: 'My phone', credential })
      .expect(302)
      .expect('Location', '/verify-email');
    const { id } = await userOf(email);
    expect(await db().passkey.count({ where: { userId: id } })).toBe(0);

    expect((await ownerResetsAndSignsIn(email)).login).toBe('/dashboard');
  });

  it('removes, at the reset, a passkey and two-factor an account took on before the address was proven', async () => {
    // As a member could before: sign-in methods set up on a verified account, whose own address change
    // then took effect at once, unverified, onto a stranger's address.
    const email = 'moved-onto@example.test';
    const { user, agent } = await signedIn(testApp);
    await confirmPassword(agent);
    const authenticator = new SoftwareAuthenticator();
    const options = await postJson(agent, '/settings/passkeys/options').expect(200);
    const credential = authenticator.register(options.body as PublicKeyCredentialCreationOptionsJSON);
    await submit(agent, 'post', '/settings/passkeys', { name: 'Squatter phone', credential }).expect(302);
    await giveTwoFactor(db(), user.id);
    await db().user.update({ where: { id: user.id }, data: { email, emailVerifiedAt: null } });

    const { told, login } = await ownerResetsAndSignsIn(email);
    expect(login).toBe('/dashboard');
    expect(told).toMatch(/set up before this e-mail address was verified were removed/);
    expect(told).not.toMatch(/Squatter phone/);
    expect(await db().passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const removals = await db().auditEntry.findMany({
      where: { subjectType: 'user', subjectId: user.id, action: { in: ['passkey.removed', 'two_factor.disabled'] } },
      select: { action: true, actorId: true },
    });
    expect(removals).toEqual([
      { action: 'passkey.removed', actorId: null },
      { action: 'two_factor.disabled', actorId: null },
    ]);

    const squatter = await browserAgent(testApp.app);
    const signIn = await postJson(squatter, '/login/passkey/options').expect(200);
    const answer = authenticator.authenticate(signIn.body as PublicKeyCredentialRequestOptionsJSON);
    await submit(squatter, 'post', '/login/passkey', { credential: answer }, '/login');
    await squatter.get('/dashboard').expect(302).expect('Location', '/login');
  });
});
