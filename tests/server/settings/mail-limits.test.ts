// Settings that mail an address the member types: each is limited per member, so no one mails a stranger at will.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUESTS_PER_MEMBER, EMAIL_CHANGES_PER_MEMBER } from '../../../server/features/settings/routes.js';
import { confirmPassword } from '../../support/member-session.js';
import { expectTooManyRequests } from '../../support/rate-limits.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { signedInMember, submit, type Agent } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-06-15T10:00:00Z') } });
});
afterAll(() => testApp.close());

const minorBirthDate = new Date('2012-01-01T00:00:00Z');
const sentTo = async (address: string) => {
  await testApp.runJobs();
  return (await testApp.mailTo(address)).length;
};

describe("a member's own address", () => {
  const changeAddress = (agent: Agent, name: string, email: string) =>
    submit(agent, 'patch', '/settings/profile', { name, email });

  /** A member, password confirmed, who used up the day's changes: answers the address now waiting. */
  async function afterEveryChange(prefix: string) {
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    const address = (change: number) => `${prefix}-${member.id}-${change}@example.test`;
    for (let change = 0; change < EMAIL_CHANGES_PER_MEMBER.points; change += 1)
      await changeAddress(agent, member.name, address(change)).expect(303);
    return { member, agent, last: address(EMAIL_CHANGES_PER_MEMBER.points - 1) };
  }

  it('changes a few times a day, then answers 429 and changes and mails nothing', async () => {
    const { member, agent, last } = await afterEveryChange('own');
    const before = await sentTo(last);

    expectTooManyRequests(await changeAddress(agent, member.name, `own-${member.id}-over@example.test`));
    const user = await testApp.context.db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(user.pendingEmail).toBe(last);
    expect(await sentTo(`own-${member.id}-over@example.test`)).toBe(0);
    expect(await sentTo(last)).toBe(before);
  });

  it('still saves a new name, which mails nobody', async () => {
    const { member, agent } = await afterEveryChange('named');
    await changeAddress(agent, 'Renamed Member', member.email).expect(303);
    expect((await testApp.context.db.user.findUniqueOrThrow({ where: { id: member.id } })).name).toBe('Renamed Member');
  });

  it("is counted per member: another member's changes do not use it up", async () => {
    await afterEveryChange('first');
    const other = await signedInMember(testApp);
    await confirmPassword(other.agent);
    await changeAddress(other.agent, other.member.name, `second-${other.member.id}@example.test`).expect(303);
  });
});

describe("a minor's guardian address", () => {
  const guardian = (email: string, name = 'Pat Parent') => ({
    name,
    email,
    phone: '+31 6 87654321',
    relationship: 'parent',
  });
  const saveGuardian = (agent: Agent, email: string, name?: string) =>
    submit(agent, 'put', '/settings/guardian', guardian(email, name));
  const guardianRow = (userId: number) =>
    testApp.context.db.guardian.findFirstOrThrow({ where: { userId }, select: { name: true, email: true } });

  it('changes as often as a consent request may be sent, then answers 429 and changes and mails nothing', async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: minorBirthDate });
    const address = (n: number) => `guardian-${member.id}-${n % 2}@example.test`;
    for (let save = 0; save < CONSENT_REQUESTS_PER_MEMBER.points; save += 1)
      await saveGuardian(agent, address(save)).expect(303);
    const current = address(CONSENT_REQUESTS_PER_MEMBER.points - 1);
    const next = address(CONSENT_REQUESTS_PER_MEMBER.points);
    const mailsToNext = await sentTo(next);

    expectTooManyRequests(await saveGuardian(agent, next));
    expect((await guardianRow(member.id)).email).toBe(current);
    expect(await sentTo(next)).toBe(mailsToNext);
  });

  it('shares its count with asking the guardian again', async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: minorBirthDate });
    await saveGuardian(agent, `asked-${member.id}@example.test`).expect(303);
    for (let ask = 1; ask < CONSENT_REQUESTS_PER_MEMBER.points; ask += 1)
      await submit(agent, 'post', '/settings/guardian/consent-request').expect(302);

    expectTooManyRequests(await saveGuardian(agent, `other-${member.id}@example.test`));
    expect((await guardianRow(member.id)).email).toBe(`asked-${member.id}@example.test`);
  });

  it('counts only a save that mails a request: correcting the name, phone or relationship stays free', async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: minorBirthDate });
    const email = `kept-${member.id}@example.test`;
    for (let save = 0; save < CONSENT_REQUESTS_PER_MEMBER.points; save += 1)
      await saveGuardian(agent, email, `Pat Parent ${save}`).expect(303);
    await saveGuardian(agent, email, 'Pat Corrected').expect(303);
    expect(await guardianRow(member.id)).toEqual({ name: 'Pat Corrected', email });
    expect(await sentTo(email)).toBe(1);
  });
});
