import { afterAll, describe, expect, it } from 'vitest';
import { confirmPassword, signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { consentLink, minorWithGuardian } from '../members/guardians/support.js';
import { addChild, familyPage, guardian, submit, type Agent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;
afterAll(() => testApp.close());

let sequence = 0;

/** A managed child of a first guardian, whose invited second guardian confirmed while signed in (linked). */
async function childWithTwoGuardians({ confirm = true } = {}) {
  sequence += 1;
  const first = await guardian(testApp);
  const child = await addChild(testApp, first.agent, 10, `Shared ${sequence}`);
  const email = `second-${sequence}@example.test`;
  await submit(first.agent, 'post', `/settings/family/children/${child.id}/guardians`, {
    name: `Second ${sequence}`,
    email,
    phone: '+31 6 22223333',
    relationship: 'parent',
  }).expect(302);
  await testApp.runJobs();
  const second = await signedIn(testApp, { email, name: `Second ${sequence}` });
  if (confirm)
    await submit(second.agent, 'post', await consentLink(testApp, email), { decision: 'confirm' }).expect(303);
  const row = await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 1 } });
  return { first, second, child, email, row, url: `/settings/family/children/${child.id}/guardians/${row.id}` };
}

const childIds = async (agent: Agent) => (await familyPage(testApp, agent)).props.children.map(({ id }) => id);

describe('removing a second guardian (SPEC §10)', () => {
  it('lets the first guardian remove the second, who loses the child at once and is told by mail', async () => {
    const { first, second, child, email, url } = await childWithTwoGuardians();
    expect(await childIds(second.agent)).toEqual([child.id]);
    const shown = (await familyPage(testApp, first.agent)).props.children[0]!.guardians;
    expect(shown.map(({ removable }) => removable)).toEqual([false, true]);

    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', url).expect(303).expect('Location', '/settings/family');

    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(1);
    expect(await childIds(second.agent)).toEqual([]);
    await second.agent.get(`/settings/family/children/${child.id}/care`).expect(404);
    await second.agent.get(`/settings/family/children/${child.id}/export`).expect(404);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { action: 'family.guardian_removed', subjectId: child.id },
    });
    expect(entry.actorId).toBe(first.user.id);
    expect(entry.before).not.toContain(email);
    await testApp.runJobs();
    const mails = await testApp.mailTo(email);
    expect(mails.map(({ subject }) => subject)).toContain(`You are no longer ${child.name}'s guardian at Agora`);
  });

  it('tells a guardian removed while the queue refused work, once, a minute later', async () => {
    const { first, child, email, url } = await childWithTwoGuardians();
    await confirmPassword(first.agent);
    const outage = refuseAllWork(testApp.context.jobs);
    const removed = await submit(first.agent, 'delete', url);
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(removed.status).toBe(303);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(1);

    const notice = `You are no longer ${child.name}'s guardian at Agora`;
    const notices = async () => (await testApp.mailTo(email)).filter(({ subject }) => subject === notice);
    for (const minutes of [1, 2]) {
      testApp.clock.now = new Date(NOW.getTime() + minutes * 61_000);
      await testApp.tick();
    }
    testApp.clock.now = NOW;
    expect(await notices()).toHaveLength(1);
  });

  it('asks a second guardian invited while the queue refused work for consent, once, a minute later', async () => {
    const first = await guardian(testApp);
    const child = await addChild(testApp, first.agent, 9, 'Invited While Down');
    const outage = refuseAllWork(testApp.context.jobs);
    const invited = await submit(first.agent, 'post', `/settings/family/children/${child.id}/guardians`, {
      name: 'Late Parent',
      email: 'late-parent@example.test',
      phone: '+31 6 22223334',
      relationship: 'parent',
    });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(invited.status).toBe(302);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'late-parent@example.test')).toEqual([`Consent for ${child.name} at Agora`]);
  });

  it('withdraws a pending invitation, whose link then no longer works', async () => {
    const { first, child, email, url } = await childWithTwoGuardians({ confirm: false });
    const link = await consentLink(testApp, email);
    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', url).expect(303);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(1);
    await testApp.runJobs();
    expect((await testApp.mailTo(email)).map(({ subject }) => subject)).toContain(
      `The request for your consent for ${child.name} is withdrawn`,
    );
    expect((await first.agent.get(link)).status).toBe(404);
    expect((await familyPage(testApp, first.agent)).props.children[0]!.mayInviteGuardian).toBe(true);
  });

  it('asks for the password first', async () => {
    const { first, child, url } = await childWithTwoGuardians();
    await submit(first.agent, 'delete', url, {}, '/settings/family')
      .expect(303)
      .expect('Location', '/confirm-password');
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);
  });

  it('lets the second guardian leave, but never remove the first', async () => {
    const { first, second, child, url } = await childWithTwoGuardians();
    const firstRow = await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 0 } });
    await confirmPassword(second.agent);
    const shown = (await familyPage(testApp, second.agent)).props.children[0]!.guardians;
    expect(shown.map(({ removable }) => removable)).toEqual([false, true]);
    await submit(second.agent, 'delete', `/settings/family/children/${child.id}/guardians/${firstRow.id}`).expect(403);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);

    await submit(second.agent, 'delete', url).expect(303);
    expect(await childIds(second.agent)).toEqual([]);
    expect(await childIds(first.agent)).toEqual([child.id]);
    expect(await db.auditEntry.count({ where: { action: 'family.guardian_left', subjectId: child.id } })).toBe(1);
  });

  it("keeps a managed child's profile from the second guardian: only the first deletes it", async () => {
    const { first, second, child } = await childWithTwoGuardians();
    const mayRemove = async (agent: Agent) => (await familyPage(testApp, agent)).props.children[0]!.mayRemove;
    expect([await mayRemove(first.agent), await mayRemove(second.agent)]).toEqual([true, false]);

    await confirmPassword(second.agent);
    await submit(second.agent, 'delete', `/settings/family/children/${child.id}`).expect(403);
    expect(await db.user.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ deletedAt: null });
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);

    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', `/settings/family/children/${child.id}`).expect(303);
    expect(await childIds(second.agent)).toEqual([]);
  });

  it('refuses another family, the child, the first guardian on themself and a missing CSRF token', async () => {
    const { first, child, url } = await childWithTwoGuardians();
    const firstRow = await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 0 } });
    const stranger = await guardian(testApp);
    await confirmPassword(stranger.agent);
    await submit(stranger.agent, 'delete', url).expect(404);

    // A child with their own account is no guardian of themself.
    const { minor, agent: minorAgent } = await minorWithGuardian(testApp, 14);
    await confirmPassword(minorAgent);
    const minorGuardian = await db.guardian.findFirstOrThrow({ where: { userId: minor.id } });
    await submit(minorAgent, 'delete', `/settings/family/children/${minor.id}/guardians/${minorGuardian.id}`).expect(
      404,
    );
    expect(await db.guardian.count({ where: { userId: minor.id } })).toBe(1);

    await confirmPassword(first.agent);
    await submit(first.agent, 'delete', `/settings/family/children/${child.id}/guardians/${firstRow.id}`).expect(403);
    await first.agent.delete(url).expect(419);
    const otherChild = await addChild(testApp, stranger.agent, 9);
    const otherRow = await db.guardian.findFirstOrThrow({ where: { userId: otherChild.id } });
    await submit(first.agent, 'delete', `/settings/family/children/${child.id}/guardians/${otherRow.id}`).expect(404);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);
    expect(await db.guardian.count({ where: { userId: otherChild.id } })).toBe(1);
  });
});

describe("a child's data export and the guardians in it", () => {
  it("shows the other guardian's name and consent only, their contact details in their own export", async () => {
    const { first, second, child, email } = await childWithTwoGuardians();
    const response = await first.agent.get(`/settings/family/children/${child.id}/export`).expect(200);
    const data = JSON.parse(response.text) as { guardians: object[] };
    expect(data.guardians).toEqual([
      { name: first.user.name, relationship: 'parent', consent: { state: 'confirmed', at: expect.any(String) } },
      { name: `Second ${sequence}`, relationship: 'parent', consent: { state: 'confirmed', at: expect.any(String) } },
    ]);
    const row = await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 1 } });
    for (const theirs of [email, '+31622223333', row.consentAddress!]) expect(response.text).not.toContain(theirs);
    expect(response.text).not.toContain(first.user.email);
    expect(response.text).toContain('family.guardian_invited');

    const own = JSON.parse((await second.agent.get('/settings/profile/export').expect(200)).text) as {
      guardianOf: object[];
    };
    expect(own.guardianOf).toEqual([
      expect.objectContaining({
        child: child.name,
        email,
        phone: '+31622223333',
        consent: expect.objectContaining({ state: 'confirmed', address: row.consentAddress, method: 'link' }),
      }),
    ]);
  });
});
