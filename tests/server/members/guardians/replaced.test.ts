// A minor naming someone else as their guardian (SPEC §10): the one replaced is told, so a parent who
// declined or consented learns the child turned to another adult, and the change is in the audit log.
import { afterAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../audit/support.js';
import { createTestApp } from '../../../support/test-app.js';
import { answer, consentLink, minorWithGuardian, submit, type Agent } from './support.js';

const testApp = await createTestApp({ clock: { now: new Date('2026-06-15T10:00:00Z') } });
const { db } = testApp.context;
afterAll(() => testApp.close());

const nameGuardian = (agent: Agent, name: string, email: string) =>
  submit(agent, 'put', '/settings/guardian', {
    name,
    email,
    phone: '+31 6 12345679',
    relationship: 'legal_guardian',
  }).expect(303);

const subjectsTo = async (address: string) => (await testApp.mailTo(address)).map(({ subject }) => subject);

describe('a minor naming another guardian', () => {
  it.each(['decline', 'confirm'] as const)(
    'tells the guardian who answered %s that they were replaced',
    async (decision) => {
      const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
      await testApp.runJobs();
      await answer(testApp, await consentLink(testApp, guardianEmail), decision);

      const other = `other-adult-${decision}@example.test`;
      await nameGuardian(agent, 'Other Adult', other);
      await testApp.runJobs();

      const told = (await testApp.mailTo(guardianEmail)).filter(({ subject }) => subject.includes('someone else'));
      expect(told.map(({ subject }) => subject)).toEqual([
        `${minor.name} named someone else as their guardian at Agora`,
      ]);
      expect(told[0]!.text).toContain('please contact Agora');
      // The new guardian's address is theirs alone.
      expect(told[0]!.text).not.toContain(other);
      expect(await subjectsTo(other)).toEqual([expect.stringMatching(/^Consent for /)]);
      const audited = (await entriesAbout(db, { type: 'user', id: minor.id })).filter(
        ({ action }) => action === 'guardian.named',
      );
      expect(audited.at(-1)).toMatchObject({
        before: { consentState: decision === 'confirm' ? 'confirmed' : 'declined' },
        after: { name: 'Other Adult', consentState: 'pending' },
      });
    },
  );

  it('withdraws a request nobody answered, and records each new guardian in the audit log', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await nameGuardian(agent, 'Corrected Parent', 'corrected-parent@example.test');
    await testApp.runJobs();

    expect(await subjectsTo(guardianEmail)).toContain(`The request for your consent for ${minor.name} is withdrawn`);
    const named = (await entriesAbout(db, { type: 'user', id: minor.id })).filter(
      ({ action }) => action === 'guardian.named',
    );
    expect(named).toHaveLength(2);
    expect(named.every(({ actorId }) => actorId === minor.id)).toBe(true);
    expect(named[1]).toMatchObject({
      before: { name: expect.stringMatching(/^Parent /), relationship: 'parent' },
      after: { name: 'Corrected Parent', relationship: 'legal_guardian' },
    });
  });

  it('tells nobody when only the name or phone is corrected', async () => {
    const { agent, guardianEmail } = await minorWithGuardian(testApp);
    await testApp.runJobs();
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    await testApp.runJobs();
    const before = await subjectsTo(guardianEmail);

    await nameGuardian(agent, 'Parent Corrected', guardianEmail);
    await testApp.runJobs();

    expect(await subjectsTo(guardianEmail)).toEqual(before);
    expect(await db.guardian.findFirst({ where: { email: guardianEmail } })).toMatchObject({
      name: 'Parent Corrected',
      consentState: 'confirmed',
    });
  });
});
