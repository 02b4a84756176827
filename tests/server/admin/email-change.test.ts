// The member's side of an address staff typed (security review): the mailed link only shows a page; the
// address changes by a POST from the member's own session, CSRF-checked and behind a password confirmation,
// so a staff member who owns the new mailbox cannot switch the account by luring its member to a link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { linkIn } from '../../support/mailbox.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { signedIn } from '../../support/member-session.js';
import { refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { confirmPassword, forgedSignature, page, signedInWith, submit, type Agent } from './support.js';

let testApp: TestApp;
let staff: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent: staff } = await signedInWith(testApp, ['admin']));
  await confirmPassword(staff);
});
afterAll(() => testApp.close());

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** A member signed in, and the link staff had mailed to the new address they typed for them. */
async function memberWithPendingAddress(newEmail: string) {
  const { user: member, agent } = await signedIn(testApp);
  await submit(staff, 'put', `/admin/users/${member.id}`, { name: member.name, email: newEmail }).expect(303);
  const link = pathOf(linkIn((await testApp.mailTo(newEmail))[0]!, '/email-change/'));
  return { member, agent, link };
}

const addressOf = async (id: number) =>
  testApp.context.db.user.findUniqueOrThrow({ where: { id }, select: { email: true, pendingEmail: true } });

/** The "Use this address" button, sent from the page the link shows. */
const useThisAddress = (agent: Agent, link: string) => submit(agent, 'post', link, {}, link);

describe('confirming an address staff typed', () => {
  it('changes nothing when the link is only loaded, even with the password confirmed: the page asks first', async () => {
    const { member, agent, link } = await memberWithPendingAddress('loaded-only@example.test');
    // A navigation to the link (a lure, or the login replaying it) leads to the password, not to a change.
    await agent.get(link).expect(303).expect('Location', '/confirm-password');
    await confirmPassword(agent);
    const shown = await page<{ newEmail: string }>(testApp, agent, link);
    expect(shown.component).toBe('auth/ConfirmEmailChange');
    expect(shown.props.newEmail).toBe('loaded-only@example.test');
    await agent.get(link).expect(200);
    expect(await addressOf(member.id)).toEqual({ email: member.email, pendingEmail: 'loaded-only@example.test' });
  });

  it('changes nothing for a POST without the CSRF token', async () => {
    const { member, agent, link } = await memberWithPendingAddress('no-token@example.test');
    await confirmPassword(agent);
    await agent.post(link).send({}).expect(419);
    expect(await addressOf(member.id)).toEqual({ email: member.email, pendingEmail: 'no-token@example.test' });
  });

  it('changes nothing for a POST without a recent password confirmation, and brings the member back to the page', async () => {
    const { member, agent, link } = await memberWithPendingAddress('unconfirmed@example.test');
    await useThisAddress(agent, link).expect(303).expect('Location', '/confirm-password');
    expect(await addressOf(member.id)).toEqual({ email: member.email, pendingEmail: 'unconfirmed@example.test' });
    await submit(agent, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }, '/confirm-password')
      .expect(302)
      .expect('Location', link);
  });

  it("makes the address the member's on their POST, logs it and signs the member out everywhere else", async () => {
    const { member, agent, link } = await memberWithPendingAddress('confirmed-new@example.test');
    const elsewhere = await browserAgent(testApp.app);
    await logIn(elsewhere, member.email, DEFAULT_PASSWORD);
    await confirmPassword(agent);

    await useThisAddress(agent, link).expect(303).expect('Location', '/settings/profile');
    expect(await addressOf(member.id)).toEqual({ email: 'confirmed-new@example.test', pendingEmail: null });
    expect((await page(testApp, agent, '/settings/profile')).flash.success).toBe(
      'Your e-mail address is changed. Your other devices are signed out.',
    );
    await elsewhere.get('/settings/profile').expect(302).expect('Location', '/login');
    const audit = await testApp.context.db.auditEntry.findMany({
      where: { subjectType: 'user', subjectId: member.id, action: 'user.email_changed' },
    });
    expect(audit).toHaveLength(1);
  });

  it('turns away a link that is not valid before asking for the password', async () => {
    const { member, agent, link } = await memberWithPendingAddress('forged@example.test');
    const forged = forgedSignature(link);
    await agent.get(forged).expect(302).expect('Location', '/settings/profile');
    await confirmPassword(agent);
    await useThisAddress(agent, forged).expect(303).expect('Location', '/settings/profile');
    expect((await page(testApp, agent, '/settings/profile')).flash.error).toMatch(/not valid for your account/);
    expect(await addressOf(member.id)).toEqual({ email: member.email, pendingEmail: 'forged@example.test' });
  });

  it('mails the link and tells the old address once, a minute later, when the queue refused them', async () => {
    const { user: member } = await signedIn(testApp);
    const outage = refuseAllWork(testApp.context.jobs);
    const saved = await submit(staff, 'put', `/admin/users/${member.id}`, {
      name: member.name,
      email: 'while-down@example.test',
    });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(saved.status).toBe(303);
    expect(await addressOf(member.id)).toEqual({ email: member.email, pendingEmail: 'while-down@example.test' });

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'while-down@example.test')).toEqual(['Confirm your new e-mail address']);
    expect(await subjectsTo(testApp, member.email)).toEqual(['A change of your e-mail address was requested']);
  });
});
