import { afterAll, describe, expect, it } from 'vitest';
import type { GuardianConsentProps } from '../../../common/types/guardian-consent.js';
import { collectorsForChild } from '../../../server/features/families/index.js';
import { signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { consentLink, guardianBrowser, minorWithGuardian } from '../members/guardians/support.js';
import { addChild, familyPage, guardian, pageAt, submit } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;
afterAll(() => testApp.close());

describe('linking a child with an account (SPEC §10)', () => {
  it('links the child when the guardian confirms while signed in with the address the request went to', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp, 14);
    await testApp.runJobs();
    const link = await consentLink(testApp, guardianEmail);
    const { agent, user } = await signedIn(testApp, { email: guardianEmail, name: 'Linked Parent' });

    const page = await pageAt<GuardianConsentProps>(testApp, agent, link);
    expect(page.props).toMatchObject({ status: 'open', linksAccount: true });
    await submit(agent, 'post', link, { decision: 'confirm' }).expect(303);

    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      accountId: user.id,
      consentState: 'confirmed',
    });
    const { props } = await familyPage(testApp, agent);
    expect(props.children).toEqual([expect.objectContaining({ id: minor.id, managed: false, consent: 'confirmed' })]);
    expect(await db.auditEntry.count({ where: { action: 'family.child_linked', subjectId: minor.id } })).toBe(1);
  });

  it('records the consent without linking when signed in with another address, or as the child', async () => {
    const { minor, agent: childAgent, guardianEmail } = await minorWithGuardian(testApp, 15);
    await testApp.runJobs();
    const link = await consentLink(testApp, guardianEmail);
    expect((await pageAt<GuardianConsentProps>(testApp, childAgent, link)).props).toMatchObject({
      linksAccount: false,
    });
    const { agent } = await signedIn(testApp);
    expect((await pageAt<GuardianConsentProps>(testApp, agent, link)).props).toMatchObject({ linksAccount: false });
    await submit(agent, 'post', link, { decision: 'confirm' }).expect(303);
    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      accountId: null,
      consentState: 'confirmed',
    });
    expect((await familyPage(testApp, agent)).props.children).toEqual([]);
  });

  it('unlinks a child with their own account without touching their consent or account', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp, 13);
    await testApp.runJobs();
    const link = await consentLink(testApp, guardianEmail);
    const { agent } = await signedIn(testApp, { email: guardianEmail });
    await submit(agent, 'post', link, { decision: 'confirm' }).expect(303);
    await submit(agent, 'post', '/confirm-password', { password: 'correct horse battery' }, '/confirm-password');
    await submit(agent, 'delete', `/settings/family/children/${minor.id}`).expect(303);
    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      accountId: null,
      consentState: 'confirmed',
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: minor.id } })).deletedAt).toBeNull();
  });
  it('takes the child from the account of a guardian the child replaced, with their door notices', async () => {
    const { minor, agent: childAgent, guardianEmail } = await minorWithGuardian(testApp, 14);
    await testApp.runJobs();
    const { agent: former } = await signedIn(testApp, { email: guardianEmail });
    await submit(former, 'post', await consentLink(testApp, guardianEmail), { decision: 'confirm' }).expect(303);
    await submit(former, 'put', `/settings/family/children/${minor.id}/door-notices`, { doorNotices: true }).expect(
      303,
    );

    const replacement = 'new-guardian@example.test';
    await submit(childAgent, 'put', '/settings/guardian', {
      name: 'New Guardian',
      email: replacement,
      phone: '+31 6 12345678',
      relationship: 'legal_guardian',
    }).expect(303);
    await testApp.runJobs();
    const link = await consentLink(testApp, replacement);
    await submit(await guardianBrowser(testApp, link), 'post', link, { decision: 'confirm' }).expect(303);

    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      email: replacement,
      consentState: 'confirmed',
      accountId: null,
      doorNotices: false,
    });
    expect((await familyPage(testApp, former)).props.children).toEqual([]);
    await former.get(`/settings/family/children/${minor.id}/care`).expect(404);
    await submit(former, 'post', `/settings/family/children/${minor.id}/collectors`, {
      name: 'Stranger Collector',
      phone: '+31 6 99998888',
      relationship: 'friend',
    }).expect(404);
    expect(await db.authorisedAdult.count({ where: { childId: minor.id } })).toBe(0);
  });
});

describe('a guardian is not a minor', () => {
  const bornAt = (age: number) => new Date(Date.UTC(NOW.getUTCFullYear() - age, 0, 1));

  it('refuses a minor adding a child, and does not offer them the form', async () => {
    const { agent, user } = await signedIn(testApp, { birthDate: bornAt(13) });
    expect((await familyPage(testApp, agent)).props.mayAddChildren).toBe(false);
    await submit(
      agent,
      'post',
      '/settings/family/children',
      { name: 'Pretend Child', birthDate: '2020-01-01', phone: '+31 6 11112222', relationship: 'parent' },
      '/settings/family',
    ).expect(303);
    expect((await familyPage(testApp, agent)).props.errors).toEqual({
      name: 'Only members aged 18 or over can add a child.',
    });
    expect(await db.guardian.count({ where: { accountId: user.id } })).toBe(0);
    expect((await familyPage(testApp, (await guardian(testApp)).agent)).props.mayAddChildren).toBe(true);
  });

  it("records a minor's answer at the guardian's address without linking the minor's account", async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp, 12);
    await testApp.runJobs();
    const link = await consentLink(testApp, guardianEmail);
    const { agent } = await signedIn(testApp, { email: guardianEmail, birthDate: bornAt(16) });
    expect((await pageAt<GuardianConsentProps>(testApp, agent, link)).props).toMatchObject({ linksAccount: false });
    await submit(agent, 'post', link, { decision: 'confirm' }).expect(303);
    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      accountId: null,
      consentState: 'confirmed',
    });
  });
});

describe('a second guardian', () => {
  it('is asked for their own consent; their "no" stands for the child; a third is refused', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Two Homes');
    const second = {
      name: 'Second Parent',
      email: 'second-parent@example.test',
      phone: '+31 6 22223333',
      relationship: 'parent',
    };
    await submit(agent, 'post', `/settings/family/children/${child.id}/guardians`, second).expect(302);
    await testApp.runJobs();
    const link = await consentLink(testApp, second.email);
    expect(await db.guardian.findFirstOrThrow({ where: { userId: child.id, position: 1 } })).toMatchObject({
      consentState: 'pending',
      accountId: null,
    });
    let child0 = (await familyPage(testApp, agent)).props.children[0]!;
    expect(child0).toMatchObject({ consent: 'confirmed', mayInviteGuardian: false });

    const secondBrowser = await signedIn(testApp, { email: second.email });
    await submit(secondBrowser.agent, 'post', link, { decision: 'decline' }).expect(303);
    child0 = (await familyPage(testApp, agent)).props.children[0]!;
    expect(child0.consent).toBe('declined');

    const third = { ...second, email: 'third@example.test' };
    await submit(agent, 'post', `/settings/family/children/${child.id}/guardians`, third, '/settings/family').expect(
      303,
    );
    expect((await familyPage(testApp, agent)).props.errors.email).toBe('Two Homes already has two guardians.');
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(2);
  });

  it('keeps a managed child when one of two guardian accounts is deleted', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 9, 'Shared Kid');
    const other = await signedIn(testApp, { email: 'other-account@example.test' });
    await db.guardian.create({
      data: {
        userId: child.id,
        position: 1,
        accountId: other.user.id,
        name: 'Other',
        email: 'other-account@example.test',
        phone: '+31611112228',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    await submit(agent, 'put', `/settings/family/children/${child.id}/door-notices`, { doorNotices: true }).expect(303);
    await submit(agent, 'post', '/confirm-password', { password: 'correct horse battery' }, '/confirm-password');
    await submit(agent, 'delete', '/settings/profile', { password: 'correct horse battery' }).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: child.id } })).deletedAt).toBeNull();
    expect((await familyPage(testApp, other.agent)).props.children.map(({ name }) => name)).toEqual(['Shared Kid']);
    // The deleted account's seat goes with its details; the other guardian takes the first seat.
    expect(await db.guardian.findMany({ where: { userId: child.id } })).toEqual([
      expect.objectContaining({ position: 0, accountId: other.user.id }),
    ]);
  });
});

describe('who may collect a child, door notices, care and data', () => {
  it('keeps up to four adults with checked phone numbers, and lists guardians first for the door', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 8, 'Collected Kid');
    const url = `/settings/family/children/${child.id}/collectors`;
    await submit(
      agent,
      'post',
      url,
      { name: 'Gran', phone: 'no phone', relationship: 'grandmother' },
      '/settings/family',
    ).expect(303);
    expect((await familyPage(testApp, agent)).props.errors.phone).toBeDefined();
    for (const name of ['Gran', 'Grandpa', 'Aunt', 'Neighbour'])
      await submit(agent, 'post', url, { name, phone: '+31 6 33334444', relationship: 'family' }).expect(302);
    await submit(
      agent,
      'post',
      url,
      { name: 'Fifth', phone: '+31 6 33334444', relationship: 'family' },
      '/settings/family',
    ).expect(303);
    const page = await familyPage(testApp, agent);
    expect(page.props.errors.name).toMatch(/most adults/);
    expect(page.props.children[0]!.collectors.map(({ name }) => name)).toEqual([
      'Gran',
      'Grandpa',
      'Aunt',
      'Neighbour',
    ]);
    const collectors = await collectorsForChild(db, child.id);
    expect(collectors.map(({ kind }) => kind)).toEqual([
      'guardian',
      'authorised',
      'authorised',
      'authorised',
      'authorised',
    ]);
    expect(collectors[1]).toMatchObject({ name: 'Gran', phone: '+31633334444', relationship: 'family' });

    const gran = page.props.children[0]!.collectors[0]!;
    await submit(agent, 'delete', `${url}/${gran.id}`).expect(303);
    expect(await db.authorisedAdult.count({ where: { childId: child.id } })).toBe(3);
    await submit(agent, 'put', `/settings/family/children/${child.id}/door-notices`, { doorNotices: true }).expect(303);
    expect((await familyPage(testApp, agent)).props.children[0]!.doorNotices).toBe(true);
  });

  it("lets the guardian enter the child's care information, logged as theirs, and download the child's data", async () => {
    const { agent, user } = await guardian(testApp);
    const child = await addChild(testApp, agent, 12, 'Careful Kid');
    const care = `/settings/family/children/${child.id}/care`;
    expect((await pageAt(testApp, agent, care)).props).toMatchObject({ child: { id: child.id, name: 'Careful Kid' } });
    await submit(agent, 'put', care, {
      allergies: 'Peanuts',
      medicalNotes: '',
      photoConsent: 'none',
      emergencyContacts: [{ name: 'Gran', phone: '+31 6 44445555', relationship: 'grandmother' }],
    }).expect(303);
    expect(await db.careInfo.findUniqueOrThrow({ where: { userId: child.id } })).toMatchObject({
      allergies: 'Peanuts',
    });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { action: 'care.updated', subjectId: child.id } });
    expect(entry.actorId).toBe(user.id);

    const response = await agent.get(`/settings/family/children/${child.id}/export`).expect(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const data = JSON.parse(response.text) as Record<string, unknown>;
    expect(data).toMatchObject({
      profile: { name: 'Careful Kid' },
      managedByGuardian: true,
      care: { allergies: 'Peanuts' },
      guardians: [{ name: user.name, relationship: 'parent', consent: { state: 'confirmed', at: NOW.toISOString() } }],
    });
    expect(response.text).not.toContain(user.passwordHash);
  });
});
