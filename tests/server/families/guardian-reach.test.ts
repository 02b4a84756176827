// What a guardian added for a child (adults who may collect them, a second guardian) goes with that
// guardian: when the child replaces them, or their account is deleted (SPEC §10, §11).
import { afterAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../common/types/scanner.js';
import type { PageProps } from '../../../common/types/pages.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { consentLink, minorWithGuardian } from '../members/guardians/support.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl } from '../scanner/support.js';
import { addChild, familyPage, guardian, pageAt, submit, type Agent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;
afterAll(() => testApp.close());
const door = await doorScanner(testApp, 'Reach Door');

/** Who the door names when the child leaves an event (entry, then exit). */
async function namedAtTheDoor(childId: number): Promise<string[]> {
  // Starting within the hour of the app's clock, so its door is open.
  const event = await createEvent(db, { startsAt: new Date(NOW.getTime() + 60 * 60 * 1000) });
  const ticket = await createTicket(db, event.id, { userId: childId });
  await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
  const exit = await postScan(door.agent, scanUrl(event.id), { code: ticket.code, direction: 'exit' }).expect(200);
  const { verdict } = exit.body as ScanResponse;
  return 'collectors' in verdict ? (verdict.collectors ?? []).map(({ name }) => name) : [];
}

const collector = { name: 'Stranger Collector', phone: '+31 6 33334444', relationship: 'friend' };

/** A guardian (signed in as `agent`) names a second guardian at `email`, who confirms while signed in. */
async function secondGuardianConfirmed(agent: Agent, childId: number, email: string, name: string) {
  await submit(agent, 'post', `/settings/family/children/${childId}/guardians`, {
    name,
    email,
    phone: '+31 6 22223333',
    relationship: 'parent',
  }).expect(302);
  await testApp.runJobs();
  const second = await signedIn(testApp, { email, name });
  await submit(second.agent, 'post', await consentLink(testApp, email), { decision: 'confirm' }).expect(303);
  return second;
}

/** The child names their guardian in their settings (a new address, or the same one corrected). */
const nameGuardian = (agent: Agent, name: string, email: string) =>
  submit(agent, 'put', '/settings/guardian', { name, email, phone: '+31 6 12345679', relationship: 'parent' }).expect(
    303,
  );

const guardianPage = async (agent: Agent) =>
  (await pageAt<PageProps['settings/Guardian']>(testApp, agent, '/settings/guardian')).props;

describe('a guardian named at a mistyped address', () => {
  it('loses, when the child corrects the address, the adults and second guardian they added', async () => {
    const { minor, agent: childAgent, guardianEmail } = await minorWithGuardian(testApp, 14);
    await testApp.runJobs();
    const wrong = await signedIn(testApp, { email: guardianEmail, name: 'Wrong Adult' });
    await submit(wrong.agent, 'post', await consentLink(testApp, guardianEmail), { decision: 'confirm' }).expect(303);
    await submit(wrong.agent, 'post', `/settings/family/children/${minor.id}/collectors`, collector).expect(302);
    const accomplice = await secondGuardianConfirmed(wrong.agent, minor.id, 'accomplice@example.test', 'Accomplice');
    const seats = await db.guardian.findMany({ where: { userId: minor.id }, orderBy: { position: 'asc' } });
    expect(await namedAtTheDoor(minor.id)).toEqual([seats[0]!.name, 'Accomplice', 'Stranger Collector']);

    // Nothing acting for the child is hidden from them.
    const shown = await guardianPage(childAgent);
    expect(shown.secondGuardian).toMatchObject({ name: 'Accomplice', consent: { state: 'confirmed' } });
    expect(shown.collectors).toEqual([expect.objectContaining({ name: 'Stranger Collector', relationship: 'friend' })]);

    await nameGuardian(childAgent, 'Real Parent', 'real-parent@example.test');

    expect(await namedAtTheDoor(minor.id)).toEqual([]);
    expect(await db.guardian.count({ where: { userId: minor.id } })).toBe(1);
    expect(await db.authorisedAdult.count({ where: { childId: minor.id } })).toBe(0);
    expect((await familyPage(testApp, accomplice.agent)).props.children).toEqual([]);
    expect(await guardianPage(childAgent)).toMatchObject({ secondGuardian: null, collectors: [] });
    await testApp.runJobs();
    expect((await testApp.mailTo('accomplice@example.test')).map(({ subject }) => subject)).toContain(
      `You are no longer ${minor.name}'s guardian at Agora`,
    );
  });

  it('keeps all when the child only corrects the name or phone of the same address', async () => {
    const { minor, agent: childAgent, guardianEmail } = await minorWithGuardian(testApp, 15);
    await testApp.runJobs();
    const real = await signedIn(testApp, { email: guardianEmail });
    await submit(real.agent, 'post', await consentLink(testApp, guardianEmail), { decision: 'confirm' }).expect(303);
    await submit(real.agent, 'post', `/settings/family/children/${minor.id}/collectors`, collector).expect(302);
    await secondGuardianConfirmed(real.agent, minor.id, 'other-parent@example.test', 'Other Parent');
    await nameGuardian(childAgent, 'Renamed Parent', guardianEmail);
    expect(await namedAtTheDoor(minor.id)).toEqual(['Renamed Parent', 'Other Parent', 'Stranger Collector']);
  });
});

describe('a second guardian removed', () => {
  it('takes the adults they allowed to collect the child with them, and keeps the others', async () => {
    const first = await guardian(testApp);
    const child = await addChild(testApp, first.agent, 8, 'Kid Of Removed');
    const second = await secondGuardianConfirmed(first.agent, child.id, 'removed@example.test', 'Removed Parent');
    await submit(second.agent, 'post', `/settings/family/children/${child.id}/collectors`, collector).expect(302);
    const kept = { ...collector, name: 'Kept Collector' };
    await submit(first.agent, 'post', `/settings/family/children/${child.id}/collectors`, kept).expect(302);
    const seat = await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 1 } });
    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', `/settings/family/children/${child.id}/guardians/${seat.id}`).expect(303);
    expect(await namedAtTheDoor(child.id)).toEqual([first.user.name, 'Kept Collector']);
  });
});

describe("a guardian's account deleted", () => {
  it('no longer names them at the door, and lets the other guardian act and invite another', async () => {
    const first = await guardian(testApp);
    const child = await addChild(testApp, first.agent, 9, 'Kid Of Two');
    await submit(first.agent, 'post', `/settings/family/children/${child.id}/collectors`, collector).expect(302);
    const second = await secondGuardianConfirmed(first.agent, child.id, 'stays@example.test', 'Staying Parent');
    expect(await namedAtTheDoor(child.id)).toEqual([first.user.name, 'Staying Parent', 'Stranger Collector']);

    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);

    expect(await namedAtTheDoor(child.id)).toEqual(['Staying Parent']);
    const seats = await db.guardian.findMany({ where: { userId: child.id } });
    expect(seats).toEqual([expect.objectContaining({ position: 0, accountId: second.user.id })]);
    expect(JSON.stringify(seats)).not.toContain(first.user.email);
    const [shown] = (await familyPage(testApp, second.agent)).props.children;
    expect(shown).toMatchObject({ id: child.id, mayInviteGuardian: true, mayRemove: true });

    await submit(second.agent, 'post', `/settings/family/children/${child.id}/guardians`, {
      name: 'New Second',
      email: 'new-second@example.test',
      phone: '+31 6 22224444',
      relationship: 'parent',
    }).expect(302);
    expect(await db.guardian.findFirst({ where: { userId: child.id, position: 1 } })).toMatchObject({
      email: 'new-second@example.test',
      consentState: 'pending',
    });
  });

  it("drops a child's guardian seat held by the deleted account, keeping the child's account", async () => {
    const { minor, agent: childAgent, guardianEmail } = await minorWithGuardian(testApp, 13);
    await testApp.runJobs();
    const parent = await signedIn(testApp, { email: guardianEmail });
    await submit(parent.agent, 'post', await consentLink(testApp, guardianEmail), { decision: 'confirm' }).expect(303);
    await confirmPassword(parent.agent);
    await submit(parent.agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    expect(await namedAtTheDoor(minor.id)).toEqual([]);
    expect(await guardianPage(childAgent)).toMatchObject({ guardian: null, required: true });
  });
});
