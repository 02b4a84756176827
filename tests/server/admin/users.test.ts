import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserSummary } from '../../../common/types/admin.js';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import { createRoleWith, createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { holdingLocks, lockWaitsReach, suiteOnPostgres } from '../../support/lock-waits.js';
import { linkIn } from '../../support/mailbox.js';
import { inertiaHeaders } from '../../support/inertia-request.js';
import { signedIn } from '../../support/member-session.js';
import { confirmPassword, forgedSignature, page, signedInWith, submit } from './support.js';

type IndexProps = { users: Paginated<UserSummary>; filters: ListFilters; roles: string[] };

let testApp: TestApp;
const NOW = new Date('2026-06-15T12:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: NOW } });
});
afterAll(() => testApp.close());

async function confirmedAdmin() {
  const signedIn = await signedInWith(testApp, ['admin']);
  await confirmPassword(signedIn.agent);
  return signedIn;
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
/** The member's "Use this address" on the page the mailed link shows. */
const useThisAddress = (agent: Parameters<typeof submit>[0], link: string) => submit(agent, 'post', link, {}, link);

const rolesOf = async (id: number) =>
  (await testApp.context.db.userRole.findMany({ where: { userId: id }, select: { role: { select: { name: true } } } }))
    .map(({ role }) => role.name)
    .sort();

describe('admin users list', () => {
  it('searches by name or e-mail, filters by role and verified state, sorts, and keeps the filters in page links', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'ushers', ['tickets.scan']);
    for (let i = 1; i <= 12; i += 1) {
      await createUser(db, {
        name: `Zed Usher ${String(i).padStart(2, '0')}`,
        email: `usher${i}@list.test`,
        roles: ['ushers'],
        verified: i % 2 === 0,
      });
    }
    await createUser(db, { name: 'Zed Outsider', email: 'outsider@list.test' });
    const outsider = await signedInWith(testApp, []);
    await createRoleWith(db, 'list-readers', ['users.manage']);
    const reader = await signedInWith(testApp, ['list-readers']);

    const { component, props } = await page<IndexProps>(
      testApp,
      reader.agent,
      '/admin/users?search=ZED&role=ushers&verified=yes&sort=name&direction=desc&perPage=10',
    );
    expect(component).toBe('admin/user/Index');
    expect(props.users.data.map((user) => user.name)).toEqual([
      'Zed Usher 12',
      'Zed Usher 10',
      'Zed Usher 08',
      'Zed Usher 06',
      'Zed Usher 04',
      'Zed Usher 02',
    ]);
    expect(props.users.total).toBe(6);
    expect(props.filters).toEqual({
      search: 'ZED',
      sort: 'name',
      direction: 'desc',
      page: 1,
      perPage: 10,
      role: 'ushers',
      verified: 'yes',
    });
    expect(props.roles).toContain('ushers');

    await createUser(db, { name: 'Zoë Ünal', email: 'zoe@list.test' });
    const byPlainLetters = await page<IndexProps>(
      testApp,
      reader.agent,
      `/admin/users?search=${encodeURIComponent('zoe ÜN')}`,
    );
    expect(byPlainLetters.props.users.data.map((user) => user.name)).toEqual(['Zoë Ünal']);

    const byEmail = await page<IndexProps>(testApp, reader.agent, '/admin/users?search=usher1%40&verified=no');
    expect(byEmail.props.users.data.map((user) => user.email)).toEqual(['usher1@list.test']);

    const first = await page<IndexProps>(testApp, reader.agent, '/admin/users?search=usher&role=ushers');
    expect(first.props.users).toMatchObject({ total: 12, lastPage: 2, from: 1, to: 10 });
    expect(first.props.users.nextUrl).toBe(
      '/admin/users?search=usher&sort=name&direction=asc&page=2&perPage=10&role=ushers',
    );
    const second = await page<IndexProps>(testApp, reader.agent, first.props.users.nextUrl!);
    expect(second.props.users.data.map((user) => user.name)).toEqual(['Zed Usher 11', 'Zed Usher 12']);
    expect(second.props.filters).toMatchObject({ page: 2, role: 'ushers', search: 'usher' });
    // A member without users.manage sees none of this.
    await outsider.agent.get('/admin/users').expect(403);
  });

  it('ignores a role filter that names no role', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { props } = await page<IndexProps>(testApp, agent, '/admin/users?role=nobody&verified=maybe');
    expect(props.filters).toMatchObject({ role: '', verified: '' });
  });
});

describe('admin user page', () => {
  it('shows roles, tickets and the guardian, and flags a minor', async () => {
    const { db } = testApp.context;
    const minor = await createUser(db, { name: 'Young Member', roles: ['door'] });
    await db.user.update({ where: { id: minor.id }, data: { birthDate: new Date('2010-06-16T00:00:00Z') } });
    await db.guardian.create({
      data: {
        userId: minor.id,
        name: 'Pat Parent',
        email: 'pat@example.test',
        phone: '+32470000000',
        relationship: 'parent',
        consentState: 'confirmed',
        consentStateAt: NOW,
      },
    });
    const event = await db.event.create({
      data: { title: 'Quiz night', slug: 'quiz-night', startsAt: NOW, endsAt: NOW },
    });
    await db.ticket.create({
      data: { eventId: event.id, userId: minor.id, code: 'code-quiz-1', activeEventId: event.id },
    });
    const { agent } = await signedInWith(testApp, ['admin']);

    const { component, props } = await page<{ user: UserDetail }>(testApp, agent, `/admin/users/${minor.id}`);
    expect(component).toBe('admin/user/Show');
    expect(props.user).toMatchObject({ name: 'Young Member', birthDate: '2010-06-16', minor: true, roles: ['door'] });
    expect(props.user.guardians).toEqual([
      {
        name: 'Pat Parent',
        email: 'pat@example.test',
        phone: '+32470000000',
        relationship: 'parent',
        consent: { state: 'confirmed', at: NOW.toISOString() },
      },
    ]);
    expect(props.user.tickets).toEqual([
      {
        id: expect.any(Number),
        status: 'active',
        event: { title: 'Quiz night', slug: 'quiz-night', startsAt: NOW.toISOString() },
      },
    ]);
    expect(JSON.stringify(props)).not.toMatch(/passwordHash|argon2/);

    await db.user.update({ where: { id: minor.id }, data: { birthDate: new Date('2008-06-15T00:00:00Z') } });
    expect((await page<{ user: UserDetail }>(testApp, agent, `/admin/users/${minor.id}`)).props.user.minor).toBe(false);
  });

  it('answers 404 for a deleted member', async () => {
    const gone = await createUser(testApp.context.db);
    await testApp.context.db.user.update({ where: { id: gone.id }, data: { deletedAt: NOW } });
    const { agent } = await signedInWith(testApp, ['admin']);
    await agent.get(`/admin/users/${gone.id}`).expect(404);
  });
});

describe('editing a member', () => {
  let editor: Awaited<ReturnType<typeof confirmedAdmin>> | undefined;

  it('asks for the password before the edit page and before saving', async () => {
    const member = await createUser(testApp.context.db, { name: 'Before' });
    const { agent } = await signedInWith(testApp, ['admin']);
    await agent.get(`/admin/users/${member.id}/edit`).expect(303).expect('Location', '/confirm-password');
    await submit(agent, 'put', `/admin/users/${member.id}`, { name: 'After', email: member.email, roles: ['admin'] })
      .expect(303)
      .expect('Location', '/confirm-password');
    expect(await rolesOf(member.id)).toEqual([]);
    await confirmPassword(agent);
    expect((await page(testApp, agent, `/admin/users/${member.id}/edit`)).component).toBe('admin/user/Edit');
  });

  // A save checked against the roles read before must not undo a grant committed while it waited for the
  // member's row (PostgreSQL runs both at once).
  it.skipIf(!suiteOnPostgres)('does not take away a role another admin granted while the form was saved', async () => {
    const { db } = testApp.context;
    const member = await createUser(db);
    const { agent } = await confirmedAdmin();
    const editor = await db.role.findUniqueOrThrow({ where: { name: 'editor' } });
    const grant = holdingLocks(db, async (tx) => {
      await tx.user.update({ where: { id: member.id }, data: { name: 'Granted Meanwhile' } });
      await tx.userRole.create({ data: { userId: member.id, roleId: editor.id } });
    });
    await grant.held;
    const saving = submit(
      agent,
      'put',
      `/admin/users/${member.id}`,
      { name: 'Saved Later', email: member.email, roles: [] },
      `/admin/users/${member.id}/edit`,
    ).then((response) => response);
    await lockWaitsReach(db, 1);
    grant.release();
    await grant.done;
    expect((await saving).status).toBe(303);

    expect(await rolesOf(member.id)).toEqual(['editor']);
    expect((await page(testApp, agent, `/admin/users/${member.id}/edit`)).props.errors.roles).toBe(
      "This member's roles changed while you edited them: look at them again and save.",
    );
  });

  it('saves name and roles at once, and keeps a new e-mail address (lower-cased) waiting for the member', async () => {
    const member = await createUser(testApp.context.db);
    const { agent } = await confirmedAdmin();
    await submit(agent, 'put', `/admin/users/${member.id}`, {
      name: 'New Name',
      email: 'New.Address@Example.TEST',
      roles: ['editor', 'door'],
    })
      .expect(303)
      .expect('Location', `/admin/users/${member.id}`);
    expect(await testApp.context.db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      name: 'New Name',
      email: member.email,
      pendingEmail: 'new.address@example.test',
      emailVerifiedAt: member.emailVerifiedAt,
    });
    expect(await rolesOf(member.id)).toEqual(['door', 'editor']);
    const { props } = await page<{ user: UserDetail }>(testApp, agent, `/admin/users/${member.id}`);
    expect(props.user).toMatchObject({ email: member.email, pendingEmail: 'new.address@example.test' });
  });

  it('changes the address only when the member, signed in, confirms it from the new address; the old one is told', async () => {
    const { db } = testApp.context;
    const { user: member, agent: memberAgent } = await signedIn(testApp, { email: 'before@example.test' });
    const { agent } = await confirmedAdmin();
    await submit(agent, 'put', `/admin/users/${member.id}`, { name: member.name, email: 'after@example.test' }).expect(
      303,
    );
    const [notice] = await testApp.mailTo('before@example.test');
    expect(notice?.subject).toBe('A change of your e-mail address was requested');
    expect(notice?.text).toContain('a•••@example.test');
    expect(notice?.text).not.toContain('after@example.test');
    const [confirmation] = await testApp.mailTo('after@example.test');
    const link = pathOf(linkIn(confirmation!, '/email-change/'));
    // Whoever reads the new mailbox is not enough: the staff member following the link changes nothing.
    await agent.get(link).expect(302).expect('Location', '/settings/profile');
    await useThisAddress(agent, link).expect(303).expect('Location', '/settings/profile');
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      email: 'before@example.test',
      pendingEmail: 'after@example.test',
    });
    await confirmPassword(memberAgent);
    expect((await page<{ newEmail: string }>(testApp, memberAgent, link)).props.newEmail).toBe('after@example.test');
    await useThisAddress(memberAgent, link).expect(303).expect('Location', '/settings/profile');
    const changed = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(changed).toMatchObject({ email: 'after@example.test', pendingEmail: null });
    expect(changed.emailVerifiedAt?.getTime()).toBe(NOW.getTime());
    // Used once: the same link now changes nothing, and a forged one neither.
    await useThisAddress(memberAgent, link).expect(303);
    await useThisAddress(memberAgent, forgedSignature(link)).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).email).toBe('after@example.test');
  });

  it('refuses an expired link and an address another member took meanwhile', async () => {
    const { db } = testApp.context;
    const { user: member, agent: memberAgent } = await signedIn(testApp);
    const { agent } = await confirmedAdmin();
    await submit(agent, 'put', `/admin/users/${member.id}`, { name: member.name, email: 'wanted@example.test' }).expect(
      303,
    );
    const link = pathOf(linkIn((await testApp.mailTo('wanted@example.test'))[0]!, '/email-change/'));
    const taker = await createUser(db, { email: 'wanted@example.test' });
    await confirmPassword(memberAgent);
    await useThisAddress(memberAgent, link).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).email).toBe(member.email);
    await db.user.delete({ where: { id: taker.id } });
    testApp.clock.now = new Date(NOW.getTime() + 49 * 3600 * 1000);
    try {
      const later = await browserAgent(testApp.app);
      await logIn(later, member.email, DEFAULT_PASSWORD);
      await confirmPassword(later);
      await later.get(link).expect(302).expect('Location', '/settings/profile');
      await useThisAddress(later, link).expect(303).expect('Location', '/settings/profile');
    } finally {
      testApp.clock.now = NOW;
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      email: member.email,
      pendingEmail: 'wanted@example.test',
    });
    await useThisAddress(memberAgent, link).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).email).toBe('wanted@example.test');
  });

  it('lets nobody edit a member who holds a permission they lack (users.manage alone cannot take over an admin)', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'people', ['users.manage']);
    const admin = await createUser(db, { roles: ['admin'], email: 'the.admin@example.test' });
    const { agent } = await signedInWith(testApp, ['people']);
    await confirmPassword(agent);
    const edit = await agent
      .get(`/admin/users/${admin.id}/edit`)
      .set(inertiaHeaders({ version: testApp.context.assets.version }));
    expect(edit.status).toBe(403);
    expect(edit.body.props.reason).toContain('roles.manage');
    for (const body of [
      { name: 'Pwned', email: 'attacker@example.test', roles: ['admin'] },
      { name: admin.name, email: 'attacker@example.test', roles: ['admin'] },
    ]) {
      await submit(agent, 'put', `/admin/users/${admin.id}`, body).expect(403);
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      name: admin.name,
      email: 'the.admin@example.test',
      pendingEmail: null,
    });
    expect(await testApp.mailTo('attacker@example.test')).toEqual([]);
    // A member holding no more than the editor is theirs to edit; roles beyond the editor come locked.
    const plain = await createUser(db);
    const { props } = await page<{ lockedRoles: string[] }>(testApp, agent, `/admin/users/${plain.id}/edit`);
    expect(props.lockedRoles).toEqual(expect.arrayContaining(['admin', 'door', 'editor', 'event-manager']));
    expect(props.lockedRoles).not.toContain('people');
    await submit(agent, 'put', `/admin/users/${plain.id}`, { name: 'Renamed', email: plain.email }).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: plain.id } })).name).toBe('Renamed');
  });

  it.each([
    [{ name: '', email: 'a@b.test', roles: [] }, 'name', 'The name is required.'],
    [{ name: 'n'.repeat(256), email: 'a@b.test' }, 'name', 'The name may not be longer than 255 characters.'],
    [{ name: 'Name', email: 'not-an-address' }, 'email', 'Enter a valid e-mail address.'],
    [{ name: 'Name', email: '' }, 'email', 'The e-mail address is required.'],
    [{ name: 'Name', email: 'a@b.test', roles: ['no-such-role'] }, 'roles', 'Choose roles from the list.'],
    [{ name: 'Name', email: 'a@b.test', roles: 'admin' }, 'roles', 'Choose roles from the list.'],
    [{ name: 'Name', email: 'a@b.test', passwordHash: 'x' }, 'passwordHash', 'This field is not accepted.'],
  ])('refuses %j with an error on %s and changes nothing', async (input, field, message) => {
    const member = await createUser(testApp.context.db, { name: 'Unchanged' });
    editor ??= await confirmedAdmin();
    const { agent } = editor;
    const edit = `/admin/users/${member.id}/edit`;
    await submit(agent, 'put', `/admin/users/${member.id}`, input, edit).expect(303).expect('Location', edit);
    expect((await page(testApp, agent, edit)).props.errors[field]).toBe(message);
    expect(await testApp.context.db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      name: 'Unchanged',
      email: member.email,
    });
  });

  it('refuses an e-mail address another member has', async () => {
    const member = await createUser(testApp.context.db);
    const other = await createUser(testApp.context.db);
    const { agent } = await confirmedAdmin();
    await submit(
      agent,
      'put',
      `/admin/users/${member.id}`,
      { name: 'X', email: other.email.toUpperCase() },
      `/admin/users/${member.id}/edit`,
    ).expect(303);
    expect((await page(testApp, agent, `/admin/users/${member.id}/edit`)).props.errors.email).toBe(
      'This e-mail address is already taken.',
    );
  });

  it('refuses an admin removing their own admin role', async () => {
    const { agent, user } = await confirmedAdmin();
    await submit(
      agent,
      'put',
      `/admin/users/${user.id}`,
      { name: user.name, email: user.email, roles: ['editor'] },
      `/admin/users/${user.id}/edit`,
    ).expect(303);
    expect((await page(testApp, agent, `/admin/users/${user.id}/edit`)).props.errors.roles).toBe(
      'You cannot remove your own admin role.',
    );
    expect(await rolesOf(user.id)).toEqual(['admin']);
  });

  it('lets one admin remove another while two remain possible', async () => {
    const { agent } = await confirmedAdmin();
    const other = await createUser(testApp.context.db, { roles: ['admin'] });
    await submit(agent, 'put', `/admin/users/${other.id}`, { name: other.name, email: other.email, roles: [] })
      .expect(303)
      .expect('Location', `/admin/users/${other.id}`);
    expect(await rolesOf(other.id)).toEqual([]);
  });

  it('never takes the admin role from the last admin', async () => {
    const { db } = testApp.context;
    await db.userRole.deleteMany({ where: { role: { name: 'admin' } } });
    const lastAdmin = await createUser(db, { roles: ['admin'] });
    // Someone holding every permission through another role may manage admins, but not remove the last one.
    await createRoleWith(db, 'everything-but-admin', [
      'audit.view',
      'blog.manage',
      'events.manage',
      'tickets.scan',
      'locations.manage',
      'users.manage',
      'roles.manage',
      'system.manage',
    ]);
    const { agent } = await signedInWith(testApp, ['everything-but-admin']);
    await confirmPassword(agent);
    await submit(
      agent,
      'put',
      `/admin/users/${lastAdmin.id}`,
      { name: lastAdmin.name, email: lastAdmin.email, roles: [] },
      `/admin/users/${lastAdmin.id}/edit`,
    ).expect(303);
    expect((await page(testApp, agent, `/admin/users/${lastAdmin.id}/edit`)).props.errors.roles).toBe(
      'The last admin cannot lose the admin role.',
    );
    expect(await rolesOf(lastAdmin.id)).toEqual(['admin']);
  });

  it('refuses granting a role with permissions the editor does not hold', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'member-managers', ['users.manage']);
    const { agent, user } = await signedInWith(testApp, ['member-managers']);
    await confirmPassword(agent);
    await submit(
      agent,
      'put',
      `/admin/users/${user.id}`,
      { name: user.name, email: user.email, roles: ['member-managers', 'admin'] },
      `/admin/users/${user.id}/edit`,
    ).expect(303);
    expect((await page(testApp, agent, `/admin/users/${user.id}/edit`)).props.errors.roles).toBe(
      'You cannot grant or remove the role admin: it has permissions you do not hold.',
    );
    expect(await rolesOf(user.id)).toEqual(['member-managers']);
  });
});
