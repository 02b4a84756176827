// A reset link belongs to the address it was mailed to: once the account's address changes (the member
// confirming a new address they or staff typed), a link still lying in the old mailbox resets
// nothing, so whoever reads that mailbox cannot take the account back.
import { afterAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../support/mailbox.js';
import { confirmPassword, signedIn, submit, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp } from '../../support/test-app.js';
import { signedInWith } from '../admin/support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const ATTACKER_PASSWORD = 'the attacker chose this';

/** Someone reading the mailbox at `email` asks for a reset link; its token, from the mail. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const reader = await browserAgent(testApp.app);
  await submit(reader, 'post', '/forgot-password', { email }, '/forgot-password').expect(302);
  await testApp.runJobs();
  const link = new URL(linkIn((await testApp.mailTo(email)).at(-1)!, '/reset-password/'));
  return decodeURIComponent(link.pathname.split('/').at(-1)!);
}

/** Uses the token for the account's address now; whether the attacker's password then signs in. */
async function resetTakesOver(token: string, email: string): Promise<boolean> {
  const attacker = await browserAgent(testApp.app);
  await submit(attacker, 'post', '/reset-password', {
    token,
    email,
    password: ATTACKER_PASSWORD,
    password_confirmation: ATTACKER_PASSWORD,
  });
  const thief = await browserAgent(testApp.app);
  const login = await submit(thief, 'post', '/login', { email, password: ATTACKER_PASSWORD });
  return login.headers.location === '/dashboard';
}

/** The member, password confirmed, uses the new address from the link mailed to it. */
async function useAddressFromLink(agent: Agent, email: string) {
  const confirm = new URL(linkIn((await testApp.mailTo(email))[0]!, '/email-change/'));
  const path = confirm.pathname + confirm.search;
  await submit(agent, 'post', path, {}, path).expect(303).expect('Location', '/settings/profile');
}

const stillSignedIn = async (agent: Agent) => (await agent.get('/settings/profile')).status === 200;

describe('a reset link mailed to the old address', () => {
  it('resets nothing once the member moved the account to a new address', async () => {
    const { agent } = await signedIn(testApp, { email: 'moving@example.test', name: 'Moving Member' });
    const token = await resetLinkMailedTo('moving@example.test');
    await confirmPassword(agent);
    await submit(agent, 'patch', '/settings/profile', { name: 'Moving Member', email: 'moved@example.test' })
      .expect(303)
      .expect('Location', '/settings/profile');
    await useAddressFromLink(agent, 'moved@example.test');

    expect(await resetTakesOver(token, 'moved@example.test')).toBe(false);
    expect(await stillSignedIn(agent)).toBe(true);
    // The notice to the old mailbox does not hand its reader the new address.
    const notice = (await testApp.mailTo('moving@example.test')).find(({ subject }) =>
      /change of your e-mail/.test(subject),
    )!;
    expect(notice.text).not.toContain('moved@example.test');
  });

  it('resets nothing once the member confirmed an address staff typed for them', async () => {
    const { agent: staff } = await signedInWith(testApp, ['admin']);
    await confirmPassword(staff);
    const { user: member, agent } = await signedIn(testApp, { email: 'typed-old@example.test' });
    const token = await resetLinkMailedTo('typed-old@example.test');
    await submit(staff, 'put', `/admin/users/${member.id}`, {
      name: member.name,
      email: 'typed-new@example.test',
    }).expect(303);
    await confirmPassword(agent);
    await useAddressFromLink(agent, 'typed-new@example.test');

    expect(await resetTakesOver(token, 'typed-new@example.test')).toBe(false);
    expect(await stillSignedIn(agent)).toBe(true);
  });

  it('still resets the password while the address is unchanged', async () => {
    await signedIn(testApp, { email: 'staying@example.test' });
    const token = await resetLinkMailedTo('staying@example.test');
    expect(await resetTakesOver(token, 'staying@example.test')).toBe(true);
  });
});
