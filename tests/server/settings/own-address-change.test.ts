// A member's own new address waits, as one staff typed does, until the member confirms it from the link
// mailed there, signed in. Had it taken effect at once, a member with two-factor could move their account
// onto a stranger's address: the stranger could not register with it, and a password reset would hand
// them an account whose authenticator app they do not have.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { linkIn } from '../../support/mailbox.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp, logIn } from '../../support/test-app.js';
import { giveTwoFactor } from '../../support/two-factor.js';
import { entriesAbout } from '../audit/support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const db = () => testApp.context.db;
const STRANGER_PASSWORD = 'the stranger chose this';

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const accountOf = (id: number) =>
  db().user.findUniqueOrThrow({ where: { id }, select: { email: true, emailVerifiedAt: true, pendingEmail: true } });

/** A signed-in member who typed `newEmail` in their profile; the link mailed to it. */
async function memberAskingFor(newEmail: string) {
  const { user: member, agent } = await signedIn(testApp);
  await confirmPassword(agent);
  await submit(agent, 'patch', '/settings/profile', { name: member.name, email: newEmail }).expect(303);
  const link = pathOf(linkIn((await testApp.mailTo(newEmail))[0]!, '/email-change/'));
  return { member, agent, link };
}

/** The "Use this address" button, sent from the page the link shows. */
const useThisAddress = (agent: Agent, link: string) => submit(agent, 'post', link, {}, link);

describe("a member's own new address", () => {
  it('becomes theirs, verified, once they use it from the link signed in; the change is logged', async () => {
    const { member, agent, link } = await memberAskingFor('own-new@example.test');
    const elsewhere = await browserAgent(testApp.app);
    await logIn(elsewhere, member.email, DEFAULT_PASSWORD);

    const shown = await pageAt<{ newEmail: string }>(testApp, agent, link);
    expect(shown.component).toBe('auth/ConfirmEmailChange');
    expect(shown.props.newEmail).toBe('own-new@example.test');
    await useThisAddress(agent, link).expect(303).expect('Location', '/settings/profile');

    expect(await accountOf(member.id)).toEqual({
      email: 'own-new@example.test',
      emailVerifiedAt: testApp.clock.now,
      pendingEmail: null,
    });
    await elsewhere.get('/settings/profile').expect(302).expect('Location', '/login');
    const actions = await db().auditEntry.findMany({
      where: { subjectType: 'user', subjectId: member.id, action: { startsWith: 'user.email_change' } },
      select: { action: true },
      orderBy: { id: 'asc' },
    });
    expect(actions.map(({ action }) => action)).toEqual(['user.email_change_requested', 'user.email_changed']);
  });

  it('is replaced by the next one typed: the first link then changes nothing', async () => {
    const { member, agent, link } = await memberAskingFor('typo@exampel.test');
    await submit(agent, 'patch', '/settings/profile', { name: member.name, email: 'right@example.test' }).expect(303);
    await useThisAddress(agent, link).expect(303);
    expect((await pageAt(testApp, agent, '/settings/profile')).flash.error).toMatch(/not valid for your account/);
    expect(await accountOf(member.id)).toMatchObject({ email: member.email, pendingEmail: 'right@example.test' });
  });

  it("leaves a stranger's address the stranger's, whatever sign-in methods the member holds", async () => {
    const { member, agent, link } = await memberAskingFor('stranger@example.test');
    await giveTwoFactor(db(), member.id);

    // The stranger never followed the link: the address is still free for them to register.
    const stranger = await browserAgent(testApp.app);
    const registration = {
      name: 'Stranger',
      email: 'stranger@example.test',
      password: STRANGER_PASSWORD,
      password_confirmation: STRANGER_PASSWORD,
    };
    await submit(stranger, 'post', '/register', registration).expect(302).expect('Location', '/dashboard');
    expect(await accountOf(member.id)).toMatchObject({ email: member.email, pendingEmail: 'stranger@example.test' });

    // Signed in as themselves, the stranger's browser cannot use the link for the member's account…
    await stranger.get('/dashboard');
    await submit(stranger, 'post', '/confirm-password', { password: STRANGER_PASSWORD }).expect(302);
    await useThisAddress(stranger, link).expect(303);
    // …and the member, who can, is told the address is someone else's.
    await useThisAddress(agent, link).expect(303).expect('Location', '/settings/profile');
    expect((await pageAt(testApp, agent, '/settings/profile')).flash.error).toMatch(/Another account uses/);
    expect(await accountOf(member.id)).toMatchObject({ email: member.email });
    const owner = await db().user.findUniqueOrThrow({ where: { email: 'stranger@example.test' } });
    expect(owner.name).toBe('Stranger');
    expect(await db().twoFactor.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('is withdrawn by the member: its link then changes nothing, and the withdrawal is logged', async () => {
    const { member, agent, link } = await memberAskingFor('withdrawn@example.test');
    await submit(agent, 'delete', '/settings/profile/pending-email')
      .expect(303)
      .expect('Location', '/settings/profile');
    const page = await pageAt<{ profile: { pendingEmail: string | null } }>(testApp, agent, '/settings/profile');
    expect(page.flash.success).toMatch(/withdrawn/);
    expect(page.props.profile.pendingEmail).toBeNull();

    await useThisAddress(agent, link).expect(303);
    expect((await pageAt(testApp, agent, '/settings/profile')).flash.error).toMatch(/not valid for your account/);
    expect(await accountOf(member.id)).toMatchObject({ email: member.email, pendingEmail: null });
    const withdrawals = (await entriesAbout(db(), { type: 'user', id: member.id })).filter(
      ({ action }) => action === 'user.email_change_withdrawn',
    );
    expect(withdrawals).toEqual([
      expect.objectContaining({
        actorId: member.id,
        before: { pendingEmail: 'withdrawn@example.test' },
        after: { pendingEmail: null },
      }),
    ]);
  });

  it('has nothing to withdraw when no address waits, which logs nothing', async () => {
    const { user: member, agent } = await signedIn(testApp);
    await submit(agent, 'delete', '/settings/profile/pending-email').expect(303);
    expect((await pageAt(testApp, agent, '/settings/profile')).flash.error).toBe('No new address was waiting.');
    expect(await db().auditEntry.count({ where: { subjectType: 'user', subjectId: member.id } })).toBe(0);
  });

  it('is withdrawn only by a request carrying the CSRF token, and only for the member who sends it', async () => {
    const { member, agent } = await memberAskingFor('kept-waiting@example.test');
    await agent.delete('/settings/profile/pending-email').expect(419);
    const guest = await browserAgent(testApp.app);
    await submit(guest, 'delete', '/settings/profile/pending-email').expect(303).expect('Location', '/login');
    expect(await accountOf(member.id)).toMatchObject({ pendingEmail: 'kept-waiting@example.test' });
  });
});
