import { afterAll, describe, expect, it } from 'vitest';
import { browserAgent, createTestApp, logIn } from '../../support/test-app.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword } from '../../support/member-session.js';
import { createEvent, issueTicket } from '../tickets/support.js';
import { addChild, bornYearsAgo, familyPage, guardian, submit } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;
afterAll(() => testApp.close());

describe('managed children (SPEC §10)', () => {
  it('adds a child without login or mailbox, with the guardian consent given by adding them', async () => {
    const { agent, user } = await guardian(testApp);
    const child = await addChild(testApp, agent, 9, 'Nora Managed');
    expect(child).toMatchObject({ managed: true, emailVerifiedAt: null, passwordHash: '!managed' });
    expect(child.email).toMatch(/@managed\.invalid$/);
    const link = await db.guardian.findFirstOrThrow({ where: { userId: child.id } });
    expect(link).toMatchObject({
      accountId: user.id,
      position: 0,
      consentState: 'confirmed',
      consentMethod: 'account',
      email: user.email,
      phone: '+31611112222',
    });
    expect(link.consentAddress).not.toBeNull();
    const { component, props } = await familyPage(testApp, agent);
    expect(component).toBe('settings/Family');
    expect(props.children).toEqual([
      expect.objectContaining({
        id: child.id,
        name: 'Nora Managed',
        managed: true,
        consent: 'confirmed',
        guardians: [{ id: link.id, name: user.name, consent: 'confirmed', you: true, removable: false }],
        mayInviteGuardian: true,
        tickets: [],
        careEntered: false,
      }),
    ]);
    const audit = await db.auditEntry.findFirst({ where: { action: 'family.child_added', subjectId: child.id } });
    expect(audit?.actorId).toBe(user.id);
  });

  it('refuses an adult, a missing name or a broken date with field errors, writing nothing', async () => {
    const { agent } = await guardian(testApp);
    const before = await db.user.count();
    for (const [body, field] of [
      [
        { name: 'Grown Up', birthDate: bornYearsAgo(testApp, 30), phone: '+31611112222', relationship: 'parent' },
        'birthDate',
      ],
      [{ name: '', birthDate: bornYearsAgo(testApp, 8), phone: '+31611112222', relationship: 'parent' }, 'name'],
      [{ name: 'X', birthDate: '2020-02-31', phone: '+31611112222', relationship: 'parent' }, 'birthDate'],
      [{ name: 'X', birthDate: bornYearsAgo(testApp, 8), phone: 'call me', relationship: 'parent' }, 'phone'],
      [
        { name: 'X', birthDate: bornYearsAgo(testApp, 8), phone: '+31611112222', relationship: 'uncle' },
        'relationship',
      ],
    ] as const) {
      await submit(agent, 'post', '/settings/family/children', body, '/settings/family').expect(303);
      const { props } = await familyPage(testApp, agent);
      expect(Object.keys(props.errors)).toContain(field);
    }
    expect(await db.user.count()).toBe(before);
  });

  it('cannot sign in or be sent a password reset', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent);
    const stranger = await browserAgent(testApp.app);
    await logIn(stranger, child.email, '!managed');
    expect((await stranger.get('/dashboard')).status).toBe(302);
    await submit(stranger, 'post', '/forgot-password', { email: child.email }).expect(302);
    await testApp.runJobs();
    expect(await db.passwordResetToken.count({ where: { userId: child.id } })).toBe(0);
  });

  it('lets the guardian correct the name and birth date', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Typo Nmae');
    await submit(agent, 'put', `/settings/family/children/${child.id}`, {
      name: 'Typo Name',
      birthDate: bornYearsAgo(testApp, 11),
    }).expect(303);
    expect(await db.user.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ name: 'Typo Name' });
  });

  it('removes a managed child after the password: profile erased, tickets cancelled', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Gone Soon');
    const event = await createEvent(db, NOW);
    await issueTicket(db, event.id, child.id);
    await submit(agent, 'delete', `/settings/family/children/${child.id}`)
      .expect(303)
      .expect('Location', '/confirm-password');
    expect((await db.user.findUniqueOrThrow({ where: { id: child.id } })).deletedAt).toBeNull();
    await confirmPassword(agent);
    await submit(agent, 'delete', `/settings/family/children/${child.id}`)
      .expect(303)
      .expect('Location', '/settings/family');
    const erased = await db.user.findUniqueOrThrow({ where: { id: child.id } });
    expect(erased).toMatchObject({ name: '', birthDate: null });
    expect(erased.deletedAt).not.toBeNull();
    expect(await db.ticket.count({ where: { userId: child.id, status: 'active' } })).toBe(0);
    expect((await familyPage(testApp, agent)).props.children).toEqual([]);
  });

  it("erases the children a guardian alone manages when the guardian's account is deleted", async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 7, 'Only Mine');
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: child.id } })).deletedAt).not.toBeNull();
  });

  it("answers 404 for another family's child on every family route, changing nothing", async () => {
    const { agent: owner } = await guardian(testApp);
    const child = await addChild(testApp, owner, 8, 'Not Yours');
    await db.authorisedAdult.create({
      data: { childId: child.id, name: 'Aunt', phone: '+31611112223', relationship: 'aunt' },
    });
    const { agent: other } = await guardian(testApp);
    await confirmPassword(other);
    const base = `/settings/family/children/${child.id}`;
    const collector = await db.authorisedAdult.findFirstOrThrow({ where: { childId: child.id } });
    const attempts: [Parameters<typeof submit>[1], string, object][] = [
      ['put', base, { name: 'Stolen', birthDate: bornYearsAgo(testApp, 8) }],
      ['delete', base, {}],
      [
        'post',
        `${base}/guardians`,
        { name: 'Me', email: 'me@example.test', phone: '+31611112224', relationship: 'parent' },
      ],
      ['post', `${base}/collectors`, { name: 'Me', phone: '+31611112224', relationship: 'friend' }],
      ['delete', `${base}/collectors/${collector.id}`, {}],
      ['put', `${base}/door-notices`, { doorNotices: true }],
      ['put', `${base}/care`, { allergies: 'x', medicalNotes: '', photoConsent: 'none', emergencyContacts: [] }],
    ];
    for (const [method, url, body] of attempts) await submit(other, method, url, body).expect(404);
    for (const url of [`${base}/care`, `${base}/export`]) expect((await other.get(url)).status).toBe(404);
    expect(await db.user.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({
      name: 'Not Yours',
      deletedAt: null,
    });
    expect(await db.authorisedAdult.count({ where: { childId: child.id } })).toBe(1);
    expect(await db.guardian.count({ where: { userId: child.id } })).toBe(1);
    expect(await db.careInfo.count({ where: { userId: child.id } })).toBe(0);
  });
});
