// What a member does to their own record, and the exports SPEC §14 lists, each leave an audit entry.
import { afterAll, describe, expect, it } from 'vitest';
import { confirmPassword, signedIn, submit } from '../support/member-session.js';
import { createTestApp } from '../support/test-app.js';
import { entriesAbout } from './audit/support.js';
import { addChild, guardian } from './families/support.js';
import { createEvent, createTicket, doorScanner } from './scanner/support.js';

const NOW = new Date('2026-06-15T18:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;

const adultBirthDate = new Date('1990-01-01T00:00:00Z');
const actionsAbout = async (type: string, id: number) =>
  (await entriesAbout(db, { type, id })).map((entry) => entry.action);

describe('the door list', () => {
  it('is logged on each download with its row count, and not on a 304 that sent nothing', async () => {
    const door = await doorScanner(testApp, 'Dora Door');
    const event = await createEvent(db, { startsAt: new Date(NOW.getTime() - 3600_000) });
    await createTicket(db, event.id, { name: 'Alma Adult' });
    await createTicket(db, event.id, { name: 'Ben Adult' });

    const response = await door.agent.get(`/admin/events/${event.id}/door-list`).expect(200);
    await door.agent
      .get(`/admin/events/${event.id}/door-list`)
      .set('If-None-Match', response.headers.etag!)
      .expect(304);

    const entries = await entriesAbout(db, { type: 'event', id: event.id });
    expect(entries.filter((entry) => entry.action === 'door.list_downloaded')).toEqual([
      expect.objectContaining({
        actorId: door.user.id,
        subjectLabel: event.title,
        after: { rows: 2, invitationId: null, volunteer: null },
      }),
    ]);
  });
});

describe("a member's own record", () => {
  it('an adult removing their guardian is logged with who was removed', async () => {
    const { user, agent } = await signedIn(testApp, { birthDate: adultBirthDate });
    await submit(agent, 'put', '/settings/guardian', {
      name: 'Pat Parent',
      email: `pat-${user.id}@example.test`,
      phone: '+31 6 87654321',
      relationship: 'parent',
    }).expect(303);
    await submit(agent, 'delete', '/settings/guardian').expect(303);

    const entries = await entriesAbout(db, { type: 'user', id: user.id });
    expect(entries.at(-1)).toMatchObject({
      action: 'guardian.removed',
      actorId: user.id,
      before: { name: 'Pat Parent', relationship: 'parent', consentState: 'pending' },
      after: null,
    });
    expect(JSON.stringify(entries.at(-1))).not.toContain(`pat-${user.id}@`);
  });

  it('removing no guardian logs nothing', async () => {
    const { user, agent } = await signedIn(testApp, { birthDate: adultBirthDate });
    await submit(agent, 'delete', '/settings/guardian').expect(303);
    expect(await actionsAbout('user', user.id)).toEqual([]);
  });

  it('editing their name, address and birth date logs only the fields that changed', async () => {
    const { user, agent } = await signedIn(testApp, { birthDate: adultBirthDate, name: 'Old Name' });
    await confirmPassword(agent);
    await submit(agent, 'patch', '/settings/profile', {
      name: 'New Name',
      email: `self-${user.id}@example.test`,
      birthDate: '1991-02-02',
    }).expect(303);
    // The address stays the member's own until they confirm the new one, so the form sends it again.
    await submit(agent, 'patch', '/settings/profile', {
      name: 'Newer Name',
      email: user.email,
      birthDate: '1991-02-02',
    }).expect(303);
    await submit(agent, 'patch', '/settings/profile', { name: 'Newer Name', email: user.email }).expect(303);

    const entries = await entriesAbout(db, { type: 'user', id: user.id });
    expect(entries.filter((entry) => entry.action === 'user.self_updated')).toEqual([
      expect.objectContaining({
        actorId: user.id,
        before: { name: 'Old Name', birthDate: '1990-01-01' },
        after: { name: 'New Name', birthDate: '1991-02-02' },
      }),
      expect.objectContaining({ before: { name: 'New Name' }, after: { name: 'Newer Name' } }),
    ]);
    expect(entries.filter((entry) => entry.action === 'user.email_change_requested')).toEqual([
      expect.objectContaining({
        actorId: user.id,
        before: { pendingEmail: null },
        after: { pendingEmail: `self-${user.id}@example.test` },
      }),
    ]);
  });

  it('a refused edit logs nothing', async () => {
    const { user, agent } = await signedIn(testApp, { birthDate: new Date('2012-01-01T00:00:00Z') });
    await submit(agent, 'patch', '/settings/profile', {
      name: 'Grown Up',
      email: user.email,
      birthDate: '1990-01-01',
    }).expect(303);
    expect(await actionsAbout('user', user.id)).toEqual([]);
  });
});

describe('data exports', () => {
  it("a member's own download is logged, after the data it holds", async () => {
    const { user, agent } = await signedIn(testApp);
    const first = JSON.parse((await agent.get('/settings/profile/export').expect(200)).text) as {
      auditLog: { action: string }[];
    };
    expect(first.auditLog).toEqual([]);
    expect(await entriesAbout(db, { type: 'user', id: user.id })).toEqual([
      expect.objectContaining({ action: 'user.data_exported', actorId: user.id, after: { byGuardian: false } }),
    ]);
  });

  it("a guardian downloading a child's data is logged about the child, the guardian as actor", async () => {
    const { agent, user } = await guardian(testApp);
    const child = await addChild(testApp, agent, 12, 'Exported Kid');
    await agent.get(`/settings/family/children/${child.id}/export`).expect(200);
    expect((await entriesAbout(db, { type: 'user', id: child.id })).at(-1)).toMatchObject({
      action: 'user.data_exported',
      actorId: user.id,
      subjectLabel: 'Exported Kid',
      after: { byGuardian: true },
    });
  });
});
