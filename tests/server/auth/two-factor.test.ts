// Two-factor sign-in (SPEC §14): turning it on and off in settings, the challenge after the password,
// recovery codes, and the rule that managing members, roles or care information needs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPlainTwoFactorSecrets, sealSecret, totpCode, twoFactorKey } from '../../../server/features/auth/index.js';
import { createRoleWith, createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp, logIn, xsrfToken, type TestApp } from '../../support/test-app.js';
import { TEST_TOTP_SECRET, testRecoveryCode } from '../../support/two-factor.js';
import { sessionReadsTogether } from '../../support/session-reads.js';
import { createApp } from '../../../server/app.js';
import { createSessionStore } from '../../../server/http/session.js';
import type { TwoFactorProps } from '../../../common/types/settings.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await createRoleWith(testApp.context.db, 'member-manager', ['users.manage']);
  await createRoleWith(testApp.context.db, 'blogger', ['blog.manage']);
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const STEP_MS = 30_000;
/** Moves the app's clock to the next 30-second step, so a new code is due. */
const nextStep = () => {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + STEP_MS);
};

/** A member (password confirmed) on the two-factor settings page with a secret being set up. */
async function settingUp(options: Parameters<typeof signedIn>[1] = {}) {
  const { user, agent } = await signedIn(testApp, { twoFactor: false, ...options });
  await confirmPassword(agent);
  await submit(agent, 'post', '/settings/two-factor').expect(303).expect('Location', '/settings/two-factor');
  const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
  expect(page.component).toBe('settings/TwoFactor');
  return { user, agent, setup: page.props.setup! };
}

/** The password step of signing in, as a fresh browser; where the login sent it. */
async function passwordStep(email: string, body: object = {}, app = testApp.app) {
  const agent = await browserAgent(app);
  const response = await agent
    .post('/login')
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .send({ email, password: DEFAULT_PASSWORD, ...body });
  const location = response.headers.location as string;
  // A new session starts at the password step: the challenge's page hands out its CSRF token.
  if (location === '/two-factor-challenge') await agent.get(location);
  return { agent, location };
}

const challenge = (agent: Agent, code: string) =>
  agent.post('/two-factor-challenge').set('X-XSRF-TOKEN', xsrfToken(agent)).send({ code });

const auditActions = async (userId: number) =>
  (await db().auditEntry.findMany({ where: { subjectId: userId }, orderBy: { id: 'asc' } })).map((entry) => ({
    action: entry.action,
    before: entry.before,
    after: entry.after,
  }));

describe('turning two-factor on', () => {
  it('shows a QR code of the otpauth address and the secret, keeping the secret only in the session', async () => {
    const { user, setup } = await settingUp();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    expect(await db().twoFactor.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  it('is behind the password confirmation', async () => {
    const { agent } = await signedIn(testApp);
    await agent.get('/settings/two-factor').expect(303).expect('Location', '/confirm-password');
    await submit(agent, 'post', '/settings/two-factor').expect(303).expect('Location', '/confirm-password');
  });

  it('refuses a wrong code with a field error and stores nothing', async () => {
    const { user, agent, setup } = await settingUp();
    const wrong = String((Number(totpCode(setup.secret, testApp.clock.now)) + 1) % 1_000_000).padStart(6, '0');
    await submit(agent, 'post', '/settings/two-factor/confirm', { code: wrong }, '/settings/two-factor').expect(303);
    const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(page.props.errors).toEqual({ code: 'This code does not match. Enter the code your app shows now.' });
    expect(page.props.enabled).toBe(false);
    expect(page.props.setup?.secret).toBe(setup.secret);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it('turns it on with the current code, shows ten recovery codes once, and audits it without secrets', async () => {
    const { user, agent, setup } = await settingUp();
    await submit(agent, 'post', '/settings/two-factor/confirm', {
      code: totpCode(setup.secret, testApp.clock.now),
    }).expect(303);
    const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(page.flash.success).toBe(
      'Two-factor sign-in is on. Your other devices are signed out: sign in there again with a code.',
    );
    expect(page.props).toMatchObject({ enabled: true, setup: null, recoveryCodesLeft: 10 });
    expect(page.props.recoveryCodes).toHaveLength(10);
    expect(new Set(page.props.recoveryCodes).size).toBe(10);
    // Sealed at rest: the stored value is not the secret, yet the app's codes pass at the next sign-in.
    expect((await db().twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).secret).not.toContain(setup.secret);
    nextStep();
    const { agent: again } = await passwordStep(user.email);
    await challenge(again, totpCode(setup.secret, testApp.clock.now)).expect(302).expect('Location', '/dashboard');
    // Only hashes are stored.
    const stored = await db().recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash)).not.toContain(page.props.recoveryCodes![0]);
    // Shown once.
    expect((await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor')).props.recoveryCodes).toBeNull();
    const audit = await auditActions(user.id);
    expect(audit).toEqual([{ action: 'two_factor.enabled', before: null, after: null }]);
    expect(JSON.stringify(audit)).not.toContain(setup.secret);
  });

  it('refuses a confirmation without a setup under way', async () => {
    const { user, agent } = await signedIn(testApp, { twoFactor: false });
    await confirmPassword(agent);
    await submit(agent, 'post', '/settings/two-factor/confirm', { code: '123456' }).expect(303);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('the secret at rest', () => {
  const key = () => twoFactorKey(testApp.context.config.sessionSecret);

  it('seals a secret an earlier version stored in clear at the next start, and its codes still pass', async () => {
    const user = await createUser(db(), { twoFactor: true });
    expect(await sealPlainTwoFactorSecrets(db(), key())).toBeGreaterThanOrEqual(1);
    expect(await sealPlainTwoFactorSecrets(db(), key())).toBe(0);
    expect((await db().twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).secret).not.toContain(
      TEST_TOTP_SECRET,
    );
    nextStep();
    const { agent } = await passwordStep(user.email);
    await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect(302).expect('Location', '/dashboard');
  });

  it('refuses codes of a secret sealed under another SESSION_SECRET; a recovery code still signs in', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const elsewhere = sealSecret(twoFactorKey('another session secret'), TEST_TOTP_SECRET);
    await db().twoFactor.update({ where: { userId: user.id }, data: { secret: elsewhere } });
    nextStep();
    const { agent } = await passwordStep(user.email);
    await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect(303);
    expect((await pageAt(testApp, agent, '/two-factor-challenge')).props.errors.code).toMatch(/not valid/);
    await challenge(agent, testRecoveryCode(0)).expect(302).expect('Location', '/dashboard');
  });
});

describe('signing in with two-factor on', () => {
  it('does not sign the member in after the password, and completes with a current code', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const { agent, location } = await passwordStep(user.email);
    expect(location).toBe('/two-factor-challenge');
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
    expect((await pageAt(testApp, agent, '/two-factor-challenge')).component).toBe('auth/TwoFactorChallenge');

    nextStep();
    await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect(302).expect('Location', '/dashboard');
    await agent.get('/dashboard').expect(200);
  });

  it('keeps "remember me" and the intended page until the second step', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const agent = await browserAgent(testApp.app);
    await agent.get('/settings/phone').expect(302).expect('Location', '/login');
    await agent
      .post('/login')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: user.email, password: DEFAULT_PASSWORD, remember: true })
      .expect('Location', '/two-factor-challenge');
    await agent.get('/two-factor-challenge').expect(200);
    nextStep();
    const response = await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect(302);
    expect(response.headers.location).toBe('/settings/phone');
    expect(String(response.headers['set-cookie'])).toMatch(/agora_session=.*Expires=/);
  });

  it('refuses a wrong code with a field error and signs nobody in', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email);
    nextStep();
    const right = totpCode(TEST_TOTP_SECRET, testApp.clock.now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    await challenge(agent, wrong).expect(303);
    const page = await pageAt(testApp, agent, '/two-factor-challenge');
    expect(page.props.errors.code).toMatch(/not valid/);
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('refuses a code already used in the same 30-second step', async () => {
    const user = await createUser(db(), { twoFactor: true });
    nextStep();
    const code = totpCode(TEST_TOTP_SECRET, testApp.clock.now);
    const first = await passwordStep(user.email);
    await challenge(first.agent, code).expect(302).expect('Location', '/dashboard');
    const second = await passwordStep(user.email);
    await challenge(second.agent, code).expect(303);
    await second.agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('accepts a recovery code once', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const first = await passwordStep(user.email);
    await challenge(first.agent, testRecoveryCode(0).toUpperCase()).expect(302).expect('Location', '/dashboard');
    const second = await passwordStep(user.email);
    await challenge(second.agent, testRecoveryCode(0)).expect(303);
    await second.agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('sends the challenge without a pending password step to the login, also after 5 minutes', async () => {
    const guest = await browserAgent(testApp.app);
    await guest.get('/two-factor-challenge').expect(302).expect('Location', '/login');
    await challenge(guest, '123456').expect(302).expect('Location', '/login');

    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email);
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 5 * 60_000 + 1000);
    await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect(302).expect('Location', '/login');
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('asks for the password again after 3 wrong codes, and tells the member', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email);
    for (let attempt = 0; attempt < 2; attempt++) {
      await challenge(agent, 'wrong-guess').expect(303);
      expect((await pageAt(testApp, agent, '/two-factor-challenge')).props.errors.code).toMatch(/not valid/);
    }
    expect(await testApp.mailTo(user.email)).toEqual([]);
    await challenge(agent, 'wrong-guess').expect(303).expect('Location', '/login');
    expect((await pageAt(testApp, agent, '/login')).props.status).toBe(
      'Too many wrong codes. Sign in again with your password.',
    );
    // Whoever it was knows the password: the member is told.
    const [mail, ...more] = await testApp.mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Someone signing in failed your two-factor code');
    expect(mail!.text).toContain('change it now');
    await challenge(agent, testRecoveryCode(0)).expect(302).expect('Location', '/login');
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('judges at most 3 codes of a password step sent at once, then ends it and tells the member once', async () => {
    const { context } = testApp;
    const sessions = sessionReadsTogether(
      createSessionStore({ ...context, redisPrefix: context.config.redisPrefix, now: context.now }),
    );
    const app = createApp(context, { sessionStore: sessions.store });
    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email, {}, app);
    // Four wrong codes at once (the member's 5 a minute lets them all through): each request loads the
    // session before any of them saves it.
    sessions.together(4);
    const answers = await Promise.all(Array.from({ length: 4 }, () => challenge(agent, 'wrong-guess')));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    const judgedWrong = answers.filter((answer) => answer.headers.location !== '/login');
    expect(judgedWrong).toHaveLength(2);
    const [mail, ...more] = await testApp.mailTo(user.email);
    expect(mail?.subject).toBe('Someone signing in failed your two-factor code');
    expect(more).toEqual([]);
    // The step is over, whatever session the last of them saved: the right code no longer signs in.
    nextStep();
    await challenge(agent, totpCode(TEST_TOTP_SECRET, testApp.clock.now)).expect('Location', '/login');
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
    expect(await testApp.mailTo(user.email)).toHaveLength(1);
  });

  it('limits guesses per member across password steps: 5 a minute', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const first = await passwordStep(user.email);
    for (let attempt = 0; attempt < 3; attempt++) await challenge(first.agent, 'wrong-guess').expect(303);
    const second = await passwordStep(user.email);
    for (let attempt = 0; attempt < 2; attempt++) await challenge(second.agent, 'wrong-guess').expect(303);
    await challenge(second.agent, testRecoveryCode(0)).expect(429);
  });

  it('lets 10 password steps a day wait for a code; a completed sign-in gives its step back', async () => {
    const user = await createUser(db(), { twoFactor: true });
    await challenge((await passwordStep(user.email)).agent, testRecoveryCode(1)).expect(302);
    for (let step = 0; step < 10; step++)
      expect((await passwordStep(user.email)).location).toBe('/two-factor-challenge');
    const { agent } = await passwordStep(user.email);
    await agent.get('/two-factor-challenge').expect(302).expect('Location', '/login');
  });

  it('starts a new session at the password step, against a session id planted before', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const agent = await browserAgent(testApp.app);
    const sessionCookie = () =>
      String(
        agent.jar.getCookie('agora_session', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value,
      );
    const planted = sessionCookie();
    await agent
      .post('/login')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: user.email, password: DEFAULT_PASSWORD })
      .expect('Location', '/two-factor-challenge');
    expect(sessionCookie()).not.toBe(planted);
  });

  it('ends a password step when the password is reset or every session signed out meanwhile', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email);
    // What a password reset and "sign out everywhere else" do to the member's sessions.
    await db().user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await challenge(agent, testRecoveryCode(0)).expect(302).expect('Location', '/login');
    await agent.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('signs in a member without two-factor at once, as before', async () => {
    const user = await createUser(db(), { twoFactor: false });
    const { location } = await passwordStep(user.email);
    expect(location).toBe('/dashboard');
  });
});

describe('recovery codes and turning off', () => {
  it('makes new recovery codes, and the old ones stop working', async () => {
    const { user, agent } = await signedIn(testApp, { twoFactor: true });
    await confirmPassword(agent);
    await submit(agent, 'post', '/settings/two-factor/recovery-codes').expect(303);
    const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(page.props.recoveryCodes).toHaveLength(10);
    expect(page.props.recoveryCodesLeft).toBe(10);

    const old = await passwordStep(user.email);
    await challenge(old.agent, testRecoveryCode(5)).expect(303);
    const fresh = await passwordStep(user.email);
    await challenge(fresh.agent, page.props.recoveryCodes![0]!).expect(302).expect('Location', '/dashboard');
    expect((await auditActions(user.id)).map((entry) => entry.action)).toEqual([
      'two_factor.recovery_codes_regenerated',
    ]);
  });

  it('turns off for a member who needs no permission that requires it', async () => {
    const { user, agent } = await signedIn(testApp, { roles: ['blogger'] });
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/two-factor').expect(303);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await auditActions(user.id)).map((entry) => entry.action)).toEqual(['two_factor.disabled']);
    const { location } = await passwordStep(user.email);
    expect(location).toBe('/dashboard');
  });

  // An unverified address holds no permission while it lasts, yet the role stays: still refused.
  it.each([
    ['', true],
    [', with an address not verified yet', false],
  ])('refuses to turn off while the member holds a permission that requires it%s', async (_case, verified) => {
    const { user, agent } = await signedIn(testApp, { roles: ['member-manager'] });
    if (!verified) await db().user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/two-factor', {}, '/settings/two-factor').expect(303);
    const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(page.flash.error).toMatch(/required for your role/);
    expect(page.props.required).toBe(true);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('required for users.manage, roles.manage and care information', () => {
  /** Turns two-factor on from the settings page, as the member would: "Turn on", then a code. */
  async function turnOn(agent: Agent) {
    await submit(agent, 'post', '/settings/two-factor').expect(303);
    const { setup } = (await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor')).props;
    await submit(agent, 'post', '/settings/two-factor/confirm', {
      code: totpCode(setup!.secret, testApp.clock.now),
    }).expect(303);
    return pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
  }

  it("signs the member's other devices out when turned on: a session that gave no code never uses the role", async () => {
    const { user, agent: laptop } = await signedIn(testApp, { roles: ['member-manager'], twoFactor: false });
    const stolen = await browserAgent(testApp.app);
    expect((await logIn(stolen, user.email, DEFAULT_PASSWORD)).headers.location).toBe('/dashboard');
    await stolen.get('/admin/users').expect(302).expect('Location', '/settings/two-factor');

    await confirmPassword(laptop);
    expect((await turnOn(laptop)).flash.success).toBe(
      'Two-factor sign-in is on. Your other devices are signed out: sign in there again with a code.',
    );
    await stolen.get('/admin/users').expect(302).expect('Location', '/login');
    await laptop.get('/admin/users').expect(200);
  });

  it('sends such staff without two-factor to set it up, and offers the page they wanted once it is on', async () => {
    const { agent } = await signedIn(testApp, { roles: ['member-manager'], twoFactor: false });
    await agent.get('/admin/users?search=ann&page=2').expect(302).expect('Location', '/settings/two-factor');
    await confirmPassword(agent);
    const page = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(page.flash.error).toBe(
      'Two-factor sign-in is required for your role. Turn it on here; once it is on, you can go on to the page you wanted.',
    );
    expect(page.props.required).toBe(true);
    expect(page.props.continueTo).toBeNull();

    const on = await turnOn(agent);
    expect(on.props.recoveryCodes).toHaveLength(10);
    expect(on.props.continueTo).toBe('/admin/users?search=ann&page=2');
    await agent.get('/admin/users?search=ann&page=2').expect(200);
    // Offered once, with the codes: the page seen again shows neither.
    const again = await pageAt<TwoFactorProps>(testApp, agent, '/settings/two-factor');
    expect(again.props).toMatchObject({ recoveryCodes: null, continueTo: null });
  });

  it('offers no page after a refused form, nor to a member who turns it on unasked', async () => {
    const { agent } = await signedIn(testApp, { roles: ['member-manager'], twoFactor: false });
    await submit(agent, 'put', '/admin/users/1', {}, '/admin/users')
      .expect(303)
      .expect('Location', '/settings/two-factor');
    await confirmPassword(agent);
    expect((await turnOn(agent)).props).toMatchObject({ continueTo: null, enabled: true });

    const { agent: unasked } = await signedIn(testApp, { roles: ['blogger'], twoFactor: false });
    await confirmPassword(unasked);
    expect((await turnOn(unasked)).props).toMatchObject({ continueTo: null, enabled: true });
  });

  it('remembers the path the guard saw, still encoded, which cannot lead to another site', async () => {
    const { agent } = await signedIn(testApp, { roles: ['member-manager'], twoFactor: false });
    // `//host` and `/\\host` match no route, so no guard sees them; an encoded one stays a path here.
    for (const url of ['//evil.example/admin/users', '/\\evil.example/admin/users']) await agent.get(url).expect(404);
    await agent.get('/admin/users/%2F%2Fevil.example').expect(302).expect('Location', '/settings/two-factor');
    await confirmPassword(agent);
    expect((await turnOn(agent)).props.continueTo).toBe('/admin/users/%2F%2Fevil.example');
  });

  it('lets staff whose permissions do not require it through without two-factor', async () => {
    const { agent } = await signedIn(testApp, { roles: ['blogger'], twoFactor: false });
    await agent.get('/admin/blog').expect(200);
  });
});

describe('CSRF', () => {
  it.each([
    ['post', '/settings/two-factor'],
    ['post', '/settings/two-factor/confirm'],
    ['post', '/settings/two-factor/recovery-codes'],
    ['delete', '/settings/two-factor'],
  ] as const)('refuses %s %s without the token and changes nothing', async (method, url) => {
    const { user, agent } = await signedIn(testApp, { roles: ['blogger'] });
    await confirmPassword(agent);
    const codes = async () =>
      (await db().recoveryCode.findMany({ where: { userId: user.id } })).map((row) => row.codeHash);
    const before = await codes();
    await agent[method](url).send({ code: '123456' }).expect(419);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(1);
    expect(await codes()).toEqual(before);
  });

  it('refuses the challenge without the token', async () => {
    const user = await createUser(db(), { twoFactor: true });
    const { agent } = await passwordStep(user.email);
    await agent
      .post('/two-factor-challenge')
      .send({ code: testRecoveryCode(0) })
      .expect(419);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(20);
  });
});

describe('my data and deleting the account', () => {
  it('says whether two-factor is on, never the secret', async () => {
    const { agent } = await signedIn(testApp, { twoFactor: true });
    const response = await agent.get('/settings/profile/export').expect(200);
    const data = JSON.parse(response.text);
    expect(data.twoFactor.enabled).toBe(true);
    expect(response.text).not.toContain(TEST_TOTP_SECRET);
  });

  it('removes the secret and the recovery codes with the account', async () => {
    const { user, agent } = await signedIn(testApp, { twoFactor: true });
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);
    expect(await db().twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });
});
