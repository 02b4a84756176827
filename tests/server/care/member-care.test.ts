import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareView } from '../../../common/types/care.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword } from '../../support/member-session.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { nextPage, signedInMember, submit } from '../settings/support.js';
import { careEntries } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const URL = '/settings/care';
const care = {
  allergies: 'Peanuts (carries an EpiPen); vegetarian',
  medicalNotes: 'Asthma: inhaler in the bag.',
  photoConsent: 'none',
  emergencyContacts: [
    { name: 'Pat Parent', phone: '+31 6 1234 5678', relationship: 'mother' },
    { name: 'Sam Sibling', phone: '0044 20 7946 0958', relationship: 'brother' },
  ],
};

describe('the member’s care information', () => {
  it('starts empty, with internal photos as the safe default', async () => {
    const { agent } = await signedInMember(testApp);
    const page = await nextPage<{ care: CareView }>(testApp, agent, URL);
    expect(page.component).toBe('settings/Care');
    expect(page.props.care).toEqual({
      allergies: '',
      medicalNotes: '',
      photoConsent: 'internal',
      emergencyContacts: [],
      updatedAt: null,
    });
  });

  it('saves allergies, notes, photo consent and contacts in E.164, and logs which fields changed', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', URL, care).expect(303).expect('Location', URL);

    const page = await nextPage<{ care: CareView }>(testApp, agent, URL);
    expect(page.flash.success).toBe('Care information saved.');
    expect(page.props.care).toMatchObject({
      allergies: care.allergies,
      medicalNotes: care.medicalNotes,
      photoConsent: 'none',
      emergencyContacts: [
        { name: 'Pat Parent', phone: { e164: '+31612345678' }, relationship: 'mother' },
        { name: 'Sam Sibling', phone: { e164: '+442079460958' }, relationship: 'brother' },
      ],
    });
    expect(page.props.care.updatedAt).not.toBeNull();

    // One contact fewer and a new note: only those fields are named, and no content reaches the log.
    await submit(agent, 'put', URL, {
      ...care,
      medicalNotes: 'None',
      emergencyContacts: care.emergencyContacts.slice(0, 1),
    }).expect(303);
    const entries = (await careEntries(testApp.context.db)).filter((entry) => entry.subjectId === member.id);
    expect(entries).toEqual([
      {
        action: 'care.updated',
        actorId: member.id,
        subjectType: 'user',
        subjectId: member.id,
        after: { changed: ['allergies', 'medicalNotes', 'photoConsent', 'emergencyContacts'] },
      },
      {
        action: 'care.updated',
        actorId: member.id,
        subjectType: 'user',
        subjectId: member.id,
        after: { changed: ['medicalNotes', 'emergencyContacts'] },
      },
    ]);
    expect(await testApp.context.db.emergencyContact.count({ where: { careInfo: { userId: member.id } } })).toBe(1);
  });

  it('keeps the line breaks of allergies and notes typed over several lines (both are text areas)', async () => {
    const { agent } = await signedInMember(testApp);
    const lines = { allergies: 'Peanuts\nShellfish', medicalNotes: 'Asthma:\r\n- inhaler in the bag\n- no running' };
    await submit(agent, 'put', URL, { ...care, ...lines }, URL)
      .expect(303)
      .expect('Location', URL);

    const page = await nextPage<{ care: CareView }>(testApp, agent, URL);
    expect(page.props.errors).toEqual({});
    expect(page.props.care).toMatchObject(lines);
  });

  it('refuses a line break in a contact’s name, a single line', async () => {
    const { member, agent } = await signedInMember(testApp);
    const contact = { ...care.emergencyContacts[0]!, name: 'Pat\nParent' };
    await submit(agent, 'put', URL, { ...care, emergencyContacts: [contact] }, URL).expect(303);
    const page = await nextPage(testApp, agent, URL);
    expect(Object.keys(page.props.errors)).toEqual(['emergencyContacts.0.name']);
    expect(await testApp.context.db.careInfo.count({ where: { userId: member.id } })).toBe(0);
  });

  it.each([
    [
      'four emergency contacts',
      { ...care, emergencyContacts: [...care.emergencyContacts, ...care.emergencyContacts] },
      ['emergencyContacts'],
    ],
    [
      'a contact without a valid phone or a name',
      { ...care, emergencyContacts: [{ name: ' ', phone: '0612345678', relationship: 'aunt' }] },
      ['emergencyContacts.0.name', 'emergencyContacts.0.phone'],
    ],
    ['an unknown photo consent', { ...care, photoConsent: 'sometimes' }, ['photoConsent']],
    ['text that is too long', { ...care, allergies: 'x'.repeat(2001) }, ['allergies']],
    ['wrong types and an unknown field', { ...care, medicalNotes: 5, userId: 1 }, ['medicalNotes', 'userId']],
  ])('answers %s with field errors and stores nothing', async (_case, body, fields) => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', URL, body, URL).expect(303).expect('Location', URL);
    const page = await nextPage(testApp, agent, URL);
    expect(Object.keys(page.props.errors).sort()).toEqual([...fields].sort());
    expect(await testApp.context.db.careInfo.count({ where: { userId: member.id } })).toBe(0);
  });

  it('is for verified members only, and needs the CSRF token', async () => {
    const { agent } = await signedInMember(testApp, { verified: false });
    await agent.get(URL).expect(302).expect('Location', '/verify-email');
    const verified = await signedInMember(testApp);
    await verified.agent.put(URL).send(care).expect(419);
  });

  it('is erased with the account', async () => {
    const { db } = testApp.context;
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', URL, care).expect(303);
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);
    expect(await db.careInfo.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.emergencyContact.count({ where: { careInfo: { userId: member.id } } })).toBe(0);
  });
});
