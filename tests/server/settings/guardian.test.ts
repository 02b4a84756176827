import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { nextPage, signedInMember, submit } from './support.js';

let testApp: TestApp;
const TODAY = new Date('2026-06-15T10:00:00Z');
const clock = { now: TODAY };

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const guardianOf = (userId: number) =>
  testApp.context.db.guardian.findUnique({ where: { userId_position: { userId, position: 0 } } });

const guardian = {
  name: 'Pat Parent',
  email: 'Pat.Parent@Example.TEST',
  phone: '+31 6 87654321',
  relationship: 'parent',
};

const minor = () => signedInMember(testApp, { birthDate: new Date('2010-06-16T00:00:00Z') });
const adult = () => signedInMember(testApp, { birthDate: new Date('2008-06-15T00:00:00Z') });

describe('guardian settings', () => {
  it('tells a member under 18 that a guardian is required', async () => {
    const { agent } = await minor();
    const page = await nextPage(testApp, agent, '/settings/guardian');
    expect(page.component).toBe('settings/Guardian');
    expect(page.props).toMatchObject({ guardian: null, required: true });
  });

  it('does not require a guardian from a member who turned 18 today, nor from one whose age is unknown', async () => {
    const { agent } = await adult();
    expect((await nextPage(testApp, agent, '/settings/guardian')).props).toMatchObject({ required: false });
    const { agent: unknownAge } = await signedInMember(testApp);
    expect((await nextPage(testApp, unknownAge, '/settings/guardian')).props).toMatchObject({ required: false });
  });

  it('saves the guardian pending their consent, the e-mail lower-cased and the phone in E.164, and mails them', async () => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', guardian).expect(303).expect('Location', '/settings/guardian');

    expect(await guardianOf(member.id)).toMatchObject({
      name: 'Pat Parent',
      email: 'pat.parent@example.test',
      phone: '+31687654321',
      relationship: 'parent',
      consentState: 'pending',
      consentStateAt: clock.now,
    });
    const page = await nextPage(testApp, agent, '/settings/guardian');
    expect(page.props.guardian).toEqual({
      name: 'Pat Parent',
      email: 'pat.parent@example.test',
      phone: { e164: '+31687654321', national: '06 87654321', international: '+31 6 87654321', country: 'NL' },
      relationship: 'parent',
      consent: { state: 'pending', at: clock.now.toISOString() },
    });
    expect(page.flash.success).toBe('Guardian saved. We sent them an e-mail asking for their consent.');
    expect(await testApp.mailTo('pat.parent@example.test')).toHaveLength(1);
  });

  it('asks the new guardian and tells the one replaced, once each, a minute after the queue refused work', async () => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', { ...guardian, email: 'first-named@example.test' }).expect(303);
    await testApp.runJobs();
    const outage = refuseAllWork(testApp.context.jobs);
    const saved = await submit(agent, 'put', '/settings/guardian', { ...guardian, email: 'named-next@example.test' });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(saved.status).toBe(303);
    expect(await guardianOf(member.id)).toMatchObject({ email: 'named-next@example.test', consentState: 'pending' });

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'named-next@example.test')).toEqual([`Consent for ${member.name} at Agora`]);
    expect((await subjectsTo(testApp, 'first-named@example.test')).slice(1)).toEqual([
      // They had not answered yet: their request is withdrawn.
      `The request for your consent for ${member.name} is withdrawn`,
    ]);
  });

  it('keeps the consent when only the name or relationship changes', async () => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', guardian).expect(303);
    const later = new Date(TODAY.getTime() + 60_000);
    clock.now = later;
    try {
      await submit(agent, 'put', '/settings/guardian', {
        ...guardian,
        name: 'Lee Guardian',
        relationship: 'legal_guardian',
      }).expect(303);
    } finally {
      clock.now = TODAY;
    }
    expect(await guardianOf(member.id)).toMatchObject({
      name: 'Lee Guardian',
      relationship: 'legal_guardian',
      consentStateAt: TODAY,
    });
    expect(await testApp.context.db.guardian.count({ where: { userId: member.id } })).toBe(1);
  });

  it("refuses to remove a minor's guardian with a clear message", async () => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', guardian).expect(303);
    await submit(agent, 'delete', '/settings/guardian').expect(303).expect('Location', '/settings/guardian');

    expect(await guardianOf(member.id)).not.toBeNull();
    expect((await nextPage(testApp, agent, '/settings/guardian')).flash.error).toMatch(/under 18 must keep a guardian/);
  });

  it('lets an adult add and remove a guardian', async () => {
    const { member, agent } = await adult();
    await submit(agent, 'put', '/settings/guardian', { ...guardian, relationship: 'other' }).expect(303);
    expect(await guardianOf(member.id)).not.toBeNull();
    await submit(agent, 'delete', '/settings/guardian').expect(303);

    expect(await guardianOf(member.id)).toBeNull();
    expect((await nextPage(testApp, agent, '/settings/guardian')).flash.success).toBe('Guardian removed.');
  });

  it("refuses the member's own e-mail address for the guardian", async () => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', { ...guardian, email: member.email.toUpperCase() }).expect(303);

    expect((await nextPage(testApp, agent, '/settings/guardian')).props.errors).toEqual({
      email: "Enter your guardian's own e-mail address, not yours.",
    });
    expect(await guardianOf(member.id)).toBeNull();
  });

  it.each([
    ['an empty form', {}, ['name', 'email', 'phone', 'relationship']],
    [
      'blank values',
      { name: ' ', email: ' ', phone: ' ', relationship: '' },
      ['name', 'email', 'phone', 'relationship'],
    ],
    ['a consent ticked by the minor', { ...guardian, consent: true }, ['consent']],
    ['a name that is too long', { ...guardian, name: 'x'.repeat(256) }, ['name']],
    ['a malformed e-mail', { ...guardian, email: 'pat@' }, ['email']],
    ['a malformed phone', { ...guardian, phone: '+31 6' }, ['phone']],
    ['a national phone number', { ...guardian, phone: '06 87654321' }, ['phone']],
    ['an unknown relationship', { ...guardian, relationship: 'uncle' }, ['relationship']],
    [
      'wrong types',
      { name: ['Pat'], email: 7, phone: { number: 1 }, relationship: 1 },
      ['name', 'email', 'phone', 'relationship'],
    ],
    ['an unknown field', { ...guardian, userId: 1 }, ['userId']],
  ])('answers %s with field errors and changes nothing', async (_case, body, fields) => {
    const { member, agent } = await minor();
    await submit(agent, 'put', '/settings/guardian', body).expect(303);

    expect(Object.keys((await nextPage(testApp, agent, '/settings/guardian')).props.errors).sort()).toEqual(
      [...fields].sort(),
    );
    expect(await guardianOf(member.id)).toBeNull();
  });

  it('shows a member only their own guardian', async () => {
    const { agent: first } = await minor();
    await submit(first, 'put', '/settings/guardian', guardian).expect(303);
    const { agent: second } = await minor();
    expect((await nextPage(testApp, second, '/settings/guardian')).props.guardian).toBeNull();
  });
});
