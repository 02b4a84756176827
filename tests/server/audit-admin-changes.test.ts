// The admin area's changes each append one entry to the audit log, in the transaction of the change;
// a refused change appends none (SPEC §14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/features/audit/index.js';
import { createRoleWith, createUser } from '../support/factories.js';
import { linkIn } from '../support/mailbox.js';
import { signedIn } from '../support/member-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { confirmPassword, signedInWith, submit, type Agent } from './admin/support.js';
import { entriesAbout, entryCount } from './audit/support.js';

let testApp: TestApp;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const signed = await signedInWith(testApp, ['admin']);
  ({ agent: admin } = signed);
  adminId = signed.user.id;
  await confirmPassword(admin);
});
afterAll(() => testApp.close());

const roleNamed = (name: string) => testApp.context.db.role.findUniqueOrThrow({ where: { name } });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('audit log of roles and permissions', () => {
  it('records a role created, edited (only what changed) and deleted, with who and from where', async () => {
    const { db } = testApp.context;
    await submit(admin, 'post', '/admin/roles', { name: 'stewards', permissions: ['tickets.scan'] }).expect(302);
    const role = await roleNamed('stewards');
    await submit(admin, 'put', `/admin/roles/${role.id}`, {
      name: 'stewards',
      description: 'At the door',
      permissions: ['blog.manage', 'tickets.scan'],
    }).expect(303);
    await submit(admin, 'delete', `/admin/roles/${role.id}`).expect(303);

    const entries = await entriesAbout(db, { type: 'role', id: role.id });
    expect(entries.map((entry) => entry.action)).toEqual(['role.created', 'role.updated', 'role.deleted']);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      subjectLabel: 'stewards',
      before: null,
      after: { name: 'stewards', description: '', permissions: ['tickets.scan'] },
    });
    expect(entries[0]!.clientAddress).toMatch(/\S/);
    expect(entries[1]).toMatchObject({
      before: { description: '', permissions: ['tickets.scan'] },
      after: { description: 'At the door', permissions: ['blog.manage', 'tickets.scan'] },
    });
    expect(entries[1]!.after).not.toHaveProperty('name');
    expect(entries[2]).toMatchObject({
      before: { name: 'stewards', description: 'At the door', permissions: ['blog.manage', 'tickets.scan'] },
      after: null,
    });
  });

  it('writes nothing for a refused change or a save that changes nothing', async () => {
    const { db } = testApp.context;
    const before = await entryCount(db);
    const refused = (response: { headers: Record<string, string> }) =>
      expect(response.headers.location).toMatch(/\/(create|edit)$/);
    await submit(admin, 'post', '/admin/roles', { name: 'editor' }, '/admin/roles/create').expect(303).expect(refused);
    await submit(admin, 'post', '/admin/roles', { name: 'Not Valid' }, '/admin/roles/create')
      .expect(303)
      .expect(refused);
    const door = await roleNamed('door');
    await submit(
      admin,
      'put',
      `/admin/roles/${door.id}`,
      { name: 'door', permissions: ['no.such'] },
      `/admin/roles/${door.id}/edit`,
    )
      .expect(303)
      .expect(refused);
    await submit(admin, 'put', `/admin/roles/${door.id}`, {
      name: 'door',
      description: door.description,
      permissions: ['tickets.scan'],
    }).expect(303);
    await submit(admin, 'delete', `/admin/roles/${door.id}`).expect(303);
    expect(await entryCount(db)).toBe(before);
  });

  it('records permissions created, renamed and deleted', async () => {
    const { db } = testApp.context;
    await submit(admin, 'post', '/admin/permissions', { name: 'reports.view', description: 'Reports' }).expect(302);
    const { id } = await db.permission.findUniqueOrThrow({ where: { name: 'reports.view' } });
    await submit(admin, 'put', `/admin/permissions/${id}`, { name: 'reports.read', description: 'Reports' }).expect(
      303,
    );
    await submit(admin, 'delete', `/admin/permissions/${id}`).expect(303);
    const entries = await entriesAbout(db, { type: 'permission', id });
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'permission.created', before: null, after: { name: 'reports.view', description: 'Reports' } },
      { action: 'permission.updated', before: { name: 'reports.view' }, after: { name: 'reports.read' } },
      { action: 'permission.deleted', before: { name: 'reports.read', description: 'Reports' }, after: null },
    ]);
  });

  it('rolls the entry back with a change that fails inside its transaction', async () => {
    const { db } = testApp.context;
    const before = await entryCount(db);
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { id: adminId },
          action: 'role.created',
          subject: { type: 'role', id: null, label: 'ghost' },
          after: { name: 'ghost' },
        });
        await tx.role.create({ data: { name: 'admin' } });
      }),
    ).rejects.toThrow();
    expect(await entryCount(db)).toBe(before);
  });
});

describe('audit log of member edits', () => {
  it('records name, roles and a requested address apart, and the member confirming the address', async () => {
    const { db } = testApp.context;
    const { user: member, agent: memberAgent } = await signedIn(testApp, { email: 'audit-old@example.test' });
    await submit(admin, 'put', `/admin/users/${member.id}`, {
      name: 'Renamed Member',
      email: 'audit-new@example.test',
      roles: ['editor'],
    }).expect(303);
    const link = pathOf(linkIn((await testApp.mailTo('audit-new@example.test'))[0]!, '/email-change/'));
    // Loading the link only shows the page; the member's POST, password confirmed, makes the change.
    await confirmPassword(memberAgent);
    await submit(memberAgent, 'post', link, {}, link).expect(303);

    const entries = await entriesAbout(db, { type: 'user', id: member.id });
    expect(entries.map(({ action, actorId, before, after }) => ({ action, actorId, before, after }))).toEqual([
      { action: 'user.updated', actorId: adminId, before: { name: member.name }, after: { name: 'Renamed Member' } },
      { action: 'user.roles_changed', actorId: adminId, before: { roles: [] }, after: { roles: ['editor'] } },
      {
        action: 'user.email_change_requested',
        actorId: adminId,
        before: { pendingEmail: null },
        after: { pendingEmail: 'audit-new@example.test' },
      },
      {
        action: 'user.email_changed',
        actorId: member.id,
        before: { email: 'audit-old@example.test' },
        after: { email: 'audit-new@example.test' },
      },
    ]);
  });

  it('lets staff correct a birth date, keeping the one on file when left empty, and logs who changed it from what', async () => {
    const { db } = testApp.context;
    const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;
    const { user: member } = await signedIn(testApp, { birthDate: new Date(`${yearsAgo(14)}T00:00:00Z`) });
    const edit = `/admin/users/${member.id}/edit`;
    const form = { name: member.name, email: member.email, roles: [] };
    await submit(admin, 'put', `/admin/users/${member.id}`, { ...form, birthDate: '2090-01-01' }, edit).expect(303);
    await submit(admin, 'put', `/admin/users/${member.id}`, { ...form, birthDate: '' }, edit).expect(303);
    expect(await entriesAbout(db, { type: 'user', id: member.id })).not.toContainEqual(
      expect.objectContaining({ action: 'user.birth_date_corrected' }),
    );
    await submit(admin, 'put', `/admin/users/${member.id}`, { ...form, birthDate: yearsAgo(19) }, edit).expect(303);

    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).birthDate).toEqual(
      new Date(`${yearsAgo(19)}T00:00:00Z`),
    );
    const corrected = (await entriesAbout(db, { type: 'user', id: member.id })).filter(
      ({ action }) => action === 'user.birth_date_corrected',
    );
    expect(corrected).toMatchObject([
      { actorId: adminId, before: { birthDate: yearsAgo(14) }, after: { birthDate: yearsAgo(19) } },
    ]);
  });

  it('writes nothing when the edit is refused', async () => {
    const { db } = testApp.context;
    const member = await createUser(db);
    const other = await createUser(db);
    const before = await entryCount(db);
    const edit = `/admin/users/${member.id}/edit`;
    await submit(admin, 'put', `/admin/users/${member.id}`, { name: 'X', email: other.email }, edit)
      .expect(303)
      .expect('Location', edit);
    await submit(admin, 'put', `/admin/users/${member.id}`, { name: 'X', email: member.email, roles: ['nope'] }, edit)
      .expect(303)
      .expect('Location', edit);
    expect(await entryCount(db)).toBe(before);
  });
});

describe('audit log and account deletion', () => {
  it('keeps what a deleted member did as an anonymous trace and removes their data from entries about them', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'role-keepers', ['roles.manage']);
    const { user: member, agent } = await signedIn(testApp, { roles: ['role-keepers'], name: 'Leaving Member' });
    await confirmPassword(agent);
    await submit(agent, 'post', '/admin/roles', { name: 'left-behind' }).expect(302);
    await submit(admin, 'put', `/admin/users/${member.id}`, {
      name: 'Leaving Member Renamed',
      email: member.email,
      roles: ['role-keepers'],
    }).expect(303);

    await submit(agent, 'delete', '/settings/profile', { password: 'correct horse battery' }).expect(303);

    const authored = await entriesAbout(db, { type: 'role', id: (await roleNamed('left-behind')).id });
    expect(authored).toMatchObject([{ action: 'role.created', actorId: null, clientAddress: null }]);
    const about = await entriesAbout(db, { type: 'user', id: member.id });
    expect(about.map((entry) => entry.action)).toEqual(['user.updated', 'account.deleted']);
    for (const entry of about) expect(entry).toMatchObject({ subjectLabel: '', before: null, after: null });
    expect(about[0]!.actorId).toBe(adminId);
    expect(about[1]).toMatchObject({ actorId: null, clientAddress: null });
    const everything = JSON.stringify(await db.auditEntry.findMany());
    expect(everything).not.toContain('Leaving Member');
    expect(everything).not.toContain(member.email);
  });
});
