// Mail a member asks for (a reset link, the verification link again, the guardian's request again, the
// notice of wrong two-factor codes) is written to the outbox first: a queue that refuses it for a moment
// neither fails the request nor loses the mail, which the minute tick then sends once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { browserAgent, createTestApp, logIn, xsrfToken, type TestApp } from '../../support/test-app.js';
import { signedInMember, submit } from '../settings/support.js';
import { failNextEnqueue, subjectsTo, tickTwiceAfterTheGrace } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-06-15T10:00:00Z') } });
});
afterAll(() => testApp.close());

const outboxSize = () => testApp.context.db.outboxJob.count();

/** Runs what the request left in the outbox, and answers the subjects the address received. */
async function laterSubjects(email: string) {
  await tickTwiceAfterTheGrace(testApp);
  return subjectsTo(testApp, email);
}

describe('mail a member asks for, while the queue refuses it for a moment', () => {
  it('answers a password reset request as usual and mails the link once later', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await agent.get('/forgot-password');
    const refusal = failNextEnqueue(testApp.context.jobs, 'auth.password-reset');
    await agent
      .post('/forgot-password')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: member.email })
      .expect(302)
      .expect('Location', '/forgot-password');
    expect(refusal.failed).toBe(1);
    expect(await outboxSize()).toBe(1);

    expect(await laterSubjects(member.email)).toEqual(['Reset your password']);
    expect(await outboxSize()).toBe(0);
  });

  it('answers "send the verification link again" as usual and mails it once later', async () => {
    const member = await createUser(testApp.context.db, { verified: false });
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    const refusal = failNextEnqueue(testApp.context.jobs, 'mail.send');
    await submit(agent, 'post', '/email/verification-notification', {}, '/verify-email')
      .expect(302)
      .expect('Location', '/verify-email');
    expect(refusal.failed).toBe(1);

    expect(await laterSubjects(member.email)).toEqual(['Verify your e-mail address']);
  });

  it("answers asking a minor's guardian again as usual and mails the request once later", async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: new Date('2012-01-01T00:00:00Z') });
    const guardian = `asked-again-${member.id}@example.test`;
    const form = { name: 'Pat Parent', email: guardian, phone: '+31 6 87654321', relationship: 'parent' };
    await submit(agent, 'put', '/settings/guardian', form).expect(303);
    const first = await laterSubjects(guardian);
    expect(first).toHaveLength(1);

    const refusal = failNextEnqueue(testApp.context.jobs, 'guardians.consent-request');
    await submit(agent, 'post', '/settings/guardian/consent-request').expect(302);
    expect(refusal.failed).toBe(1);

    expect(await laterSubjects(guardian)).toEqual([...first, ...first]);
  });

  it('asks for the password again after too many wrong two-factor codes, and tells the member once later', async () => {
    const member = await createUser(testApp.context.db, { twoFactor: true });
    const agent = await browserAgent(testApp.app);
    await agent
      .post('/login')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: member.email, password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', '/two-factor-challenge');
    await agent.get('/two-factor-challenge');
    const guess = () =>
      agent.post('/two-factor-challenge').set('X-XSRF-TOKEN', xsrfToken(agent)).send({ code: 'wrong-guess' });
    await guess().expect(303);
    await guess().expect(303);
    const refusal = failNextEnqueue(testApp.context.jobs, 'mail.send');
    await guess().expect(303).expect('Location', '/login');
    expect(refusal.failed).toBe(1);

    expect(await laterSubjects(member.email)).toEqual(['Someone signing in failed your two-factor code']);
  });
});
