import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { browserAgent, createTestApp, logIn, type TestApp } from '../../support/test-app.js';
import { linkIn } from '../../support/mailbox.js';
import { refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { nextPage, signedInMember, submit, type Agent } from './support.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const userRow = (id: number) => testApp.context.db.user.findUniqueOrThrow({ where: { id } });

async function confirmPassword(agent: Agent) {
  await submit(agent, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }).expect(302);
}

describe('profile page', () => {
  it("is displayed with the member's own name, e-mail and verification state, and nothing secret", async () => {
    const { member, agent } = await signedInMember(testApp, { verified: false });
    const page = await nextPage(testApp, agent, '/settings/profile');
    expect(page.component).toBe('settings/Profile');
    expect(page.props.profile).toEqual({
      name: member.name,
      email: member.email,
      emailVerified: false,
      pendingEmail: null,
      birthDate: null,
    });
    expect(JSON.stringify(page)).not.toContain('$argon2');
  });

  it('is the settings landing page', async () => {
    const { agent } = await signedInMember(testApp);
    await agent.get('/settings').expect(302).expect('Location', '/settings/profile');
  });
});

describe('profile update', () => {
  it('asks for a recent password confirmation before a new e-mail, and changes nothing until then', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'patch', '/settings/profile', { name: 'Thief', email: 'thief@example.test' })
      .expect(303)
      .expect('Location', '/confirm-password');
    expect(await userRow(member.id)).toEqual(member);
    expect(await testApp.mailTo('thief@example.test')).toHaveLength(0);
  });

  it('saves the name and keeps the verified address; a new one, lower-cased, waits for its link, and the old one is told', async () => {
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    await submit(agent, 'patch', '/settings/profile', { name: 'Grace Hopper', email: 'Grace.Hopper@Example.TEST' })
      .expect(303)
      .expect('Location', '/settings/profile');

    expect(await userRow(member.id)).toMatchObject({
      name: 'Grace Hopper',
      email: member.email,
      emailVerifiedAt: member.emailVerifiedAt,
      pendingEmail: 'grace.hopper@example.test',
    });
    const [mail, ...others] = await testApp.mailTo('grace.hopper@example.test');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Confirm your new e-mail address');
    expect(mail!.text).toContain('You asked, in your profile,');
    expect(linkIn(mail!, '/email-change/')).toContain('signature=');
    const [notice, ...more] = await testApp.mailTo(member.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('A change of your e-mail address was requested');
    expect(notice!.text).toContain('g•••@example.test');
    expect(notice!.text).not.toContain('grace.hopper@');
    const page = await nextPage(testApp, agent, '/settings/profile');
    expect(page.flash.success).toMatch(/follow the link/i);
    expect(page.props.profile).toMatchObject({
      name: 'Grace Hopper',
      email: member.email,
      emailVerified: true,
      pendingEmail: 'grace.hopper@example.test',
    });
  });

  it('saves a new e-mail while the queue refuses work, and sends its link and notice once, a minute later', async () => {
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    const outage = refuseAllWork(testApp.context.jobs);
    const saved = await submit(agent, 'patch', '/settings/profile', {
      name: member.name,
      email: 'queue-down@example.test',
    });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/settings/profile');
    expect((await userRow(member.id)).pendingEmail).toBe('queue-down@example.test');

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'queue-down@example.test')).toEqual(['Confirm your new e-mail address']);
    expect(await subjectsTo(testApp, member.email)).toEqual(['A change of your e-mail address was requested']);
  });

  it('keeps the verification when the e-mail is unchanged, whatever its case, and sends no mail', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'patch', '/settings/profile', { name: 'New Name', email: member.email.toUpperCase() }).expect(
      303,
    );

    const saved = await userRow(member.id);
    expect(saved.name).toBe('New Name');
    expect(saved.email).toBe(member.email);
    expect(saved.emailVerifiedAt).toEqual(member.emailVerifiedAt);
    expect(await testApp.mailTo(member.email)).toHaveLength(0);
    expect((await nextPage(testApp, agent, '/settings/profile')).flash.success).toBe('Profile saved.');
  });

  it('refuses an e-mail another member has, in any case, and changes nothing', async () => {
    const { member: other } = await signedInMember(testApp);
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    await submit(agent, 'patch', '/settings/profile', { name: 'Taken', email: other.email.toUpperCase() }).expect(303);

    expect((await nextPage(testApp, agent, '/settings/profile')).props.errors).toEqual({
      email: 'This e-mail address is already in use.',
    });
    expect(await userRow(member.id)).toEqual(member);
  });

  it.each([
    ['an empty form', {}, ['name', 'email']],
    ['blank values', { name: '   ', email: '' }, ['name', 'email']],
    ['a name that is too long', { name: 'x'.repeat(256), email: 'ok@example.test' }, ['name']],
    ['an e-mail that is too long', { name: 'Ok', email: `${'x'.repeat(250)}@example.test` }, ['email']],
    ['a malformed e-mail', { name: 'Ok', email: 'not-an-address' }, ['email']],
    ['wrong types', { name: 42, email: ['a@example.test'] }, ['name', 'email']],
    ['an unknown field', { name: 'Ok', email: 'ok@example.test', emailVerifiedAt: null }, ['emailVerifiedAt']],
    ['a malformed birth date', { name: 'Ok', email: 'ok@example.test', birthDate: '01-05-2010' }, ['birthDate']],
    [
      'a birth date that is not a real day',
      { name: 'Ok', email: 'ok@example.test', birthDate: '2010-02-30' },
      ['birthDate'],
    ],
    ['a birth date in the future', { name: 'Ok', email: 'ok@example.test', birthDate: '2999-01-01' }, ['birthDate']],
    [
      'a birth date more than 120 years ago',
      { name: 'Ok', email: 'ok@example.test', birthDate: '1800-01-01' },
      ['birthDate'],
    ],
  ])('answers %s with field errors and changes nothing', async (_case, body, fields) => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'patch', '/settings/profile', body).expect(303);

    const { errors } = (await nextPage(testApp, agent, '/settings/profile')).props;
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
    expect(await userRow(member.id)).toEqual(member);
  });
});

describe('birth date', () => {
  it('can be given by a member who registered without one, and is shown back', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'patch', '/settings/profile', {
      name: member.name,
      email: member.email,
      birthDate: '2011-03-04',
    }).expect(303);

    expect((await userRow(member.id)).birthDate).toEqual(new Date('2011-03-04T00:00:00Z'));
    expect((await nextPage(testApp, agent, '/settings/profile')).props.profile).toMatchObject({
      birthDate: '2011-03-04',
    });
  });

  it('can be corrected but not removed: an empty value keeps the one on file', async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: new Date('2010-05-01T00:00:00Z') });
    await submit(agent, 'patch', '/settings/profile', { name: member.name, email: member.email, birthDate: '' }).expect(
      303,
    );
    expect((await userRow(member.id)).birthDate).toEqual(new Date('2010-05-01T00:00:00Z'));

    await submit(agent, 'patch', '/settings/profile', {
      name: member.name,
      email: member.email,
      birthDate: '2009-05-01',
    }).expect(303);
    expect((await userRow(member.id)).birthDate).toEqual(new Date('2009-05-01T00:00:00Z'));
  });
});

describe('a minor correcting their birth date', () => {
  const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

  it('may move it to another date under 18, not to one that makes them an adult, which changes nothing', async () => {
    const { member, agent } = await signedInMember(testApp, { birthDate: new Date(`${yearsAgo(14)}T00:00:00Z`) });
    await submit(agent, 'patch', '/settings/profile', {
      name: 'Suddenly Grown',
      email: member.email,
      birthDate: yearsAgo(30),
    }).expect(303);
    expect((await nextPage(testApp, agent, '/settings/profile')).props.errors).toEqual({
      birthDate:
        'While you are under 18, you can correct your birth date only to another date under 18; an organiser can correct it for you.',
    });
    expect(await userRow(member.id)).toEqual(member);

    await submit(agent, 'patch', '/settings/profile', {
      name: member.name,
      email: member.email,
      birthDate: yearsAgo(15),
    }).expect(303);
    expect((await userRow(member.id)).birthDate).toEqual(new Date(`${yearsAgo(15)}T00:00:00Z`));
  });
});

async function memberWithHistory() {
  const { db } = testApp.context;
  const { member, agent } = await signedInMember(testApp, { birthDate: new Date('2010-05-01') });
  await db.user.update({
    where: { id: member.id },
    data: { phone: '+31612345678', roles: { create: { role: { connect: { name: 'editor' } } } } },
  });
  await db.guardian.create({
    data: {
      userId: member.id,
      name: 'Parent',
      email: 'parent@example.test',
      phone: '+31612345679',
      relationship: 'parent',
      consentState: 'confirmed',
      consentStateAt: new Date(),
    },
  });
  const now = testApp.clock.now.getTime();
  const event = await db.event.create({
    data: {
      title: 'Camp',
      slug: `camp-${member.id}`,
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 90_000_000),
      status: 'published',
    },
  });
  const ticket = await db.ticket.create({
    data: { eventId: event.id, userId: member.id, code: `code-${member.id}`, activeEventId: event.id },
  });
  const post = await db.blogPost.create({
    data: {
      title: 'My story',
      slug: `story-${member.id}`,
      status: 'published',
      publishedAt: new Date(now - 86_400_000),
      authorId: member.id,
    },
  });
  return { member, agent, ticket, post };
}

describe('account deletion', () => {
  it('asks for a recent password confirmation first and changes nothing until then', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD })
      .expect(303)
      .expect('Location', '/confirm-password');

    expect(await userRow(member.id)).toEqual(member);
    await agent.get('/settings/profile').expect(200);
  });

  it('with the correct password cancels tickets, keeps posts without the author, erases the member and logs out', async () => {
    const { db } = testApp.context;
    const { member, agent, ticket, post } = await memberWithHistory();
    // An address staff typed for them, not yet confirmed, is theirs too.
    await db.user.update({ where: { id: member.id }, data: { pendingEmail: 'typed-by-staff@example.test' } });
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD })
      .expect(303)
      .expect('Location', '/');

    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
      status: 'cancelled',
      activeEventId: null,
    });
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ authorId: member.id });
    const { props, flash } = await nextPage(testApp, agent, `/blog/${post.slug}`);
    expect(props.post).toMatchObject({ title: 'My story', author: null });
    expect(flash.success).toBe('Your account has been deleted.');
    expect(props.auth).toEqual({ user: null });

    const erased = await userRow(member.id);
    expect(erased.deletedAt).toEqual(testApp.clock.now);
    expect(erased).toMatchObject({ name: '', phone: null, birthDate: null, emailVerifiedAt: null, pendingEmail: null });
    expect(erased.email).not.toBe(member.email);
    expect(await db.guardian.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.userRole.count({ where: { userId: member.id } })).toBe(0);

    await agent.get('/settings/profile').expect(302).expect('Location', '/login');
    const again = await browserAgent(testApp.app);
    await logIn(again, member.email, DEFAULT_PASSWORD);
    await again.get('/dashboard').expect(302).expect('Location', '/login');
  });

  it('frees the e-mail address for another account', async () => {
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);

    const { agent: other } = await signedInMember(testApp);
    await confirmPassword(other);
    await submit(other, 'patch', '/settings/profile', { name: 'Reuser', email: member.email }).expect(303);
    expect((await nextPage(testApp, other, '/settings/profile')).props.profile).toMatchObject({
      pendingEmail: member.email,
    });
  });

  it('refuses to delete the last administrator, but lets an admin go while another remains', async () => {
    const { db } = testApp.context;
    const adminRole = await db.role.findUniqueOrThrow({ where: { name: 'admin' } });
    await db.userRole.deleteMany({ where: { roleId: adminRole.id } });
    const { member: admin, agent } = await signedInMember(testApp);
    await db.userRole.create({ data: { userId: admin.id, roleId: adminRole.id } });
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);

    expect((await nextPage(testApp, agent, '/settings/profile')).props.errors).toEqual({
      password: 'You are the only administrator. Give another member the admin role before you delete your account.',
    });
    expect(await userRow(admin.id)).toMatchObject({ deletedAt: null });

    const { member: second } = await signedInMember(testApp);
    await db.userRole.create({ data: { userId: second.id, roleId: adminRole.id } });
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD })
      .expect(303)
      .expect('Location', '/');
    expect((await userRow(admin.id)).deletedAt).not.toBeNull();
  });

  it.each([
    ['a wrong password', { password: 'not my password' }, { password: 'The password is incorrect.' }],
    ['no password', {}, { password: 'Enter your password to delete your account.' }],
    [
      'a password of the wrong type',
      { password: 12345678 },
      { password: 'Enter your password to delete your account.' },
    ],
    ['an unknown field', { password: DEFAULT_PASSWORD, force: true }, { force: 'This field is not accepted.' }],
  ])('with %s answers a field error and deletes nothing', async (_case, body, errors) => {
    const { db } = testApp.context;
    const { member, agent, ticket } = await memberWithHistory();
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', body).expect(303);

    const page = await nextPage(testApp, agent, '/settings/profile');
    expect(page.props.errors).toEqual(errors);
    expect(await userRow(member.id)).toMatchObject({ deletedAt: null, email: member.email, phone: '+31612345678' });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: 'active' });
    expect(await db.guardian.count({ where: { userId: member.id } })).toBe(1);
  });
});
