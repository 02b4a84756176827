// A guardian (an adult member) and the children they manage, made through the family page's own forms.
import type { FamilyProps } from '../../../common/types/family.js';
import { pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import type { TestApp } from '../../support/test-app.js';

export { pageAt, submit, type Agent };

let sequence = 0;

/** The birth date of someone turning `age` this year, before the test clock's day. */
export function bornYearsAgo(testApp: TestApp, age: number): string {
  return `${testApp.clock.now.getUTCFullYear() - age}-01-01`;
}

/** An adult member signed in, who will act as a guardian. */
export async function guardian(testApp: TestApp) {
  sequence += 1;
  return signedIn(testApp, { name: `Guardian ${sequence}`, birthDate: new Date('1985-05-05T00:00:00Z') });
}

/** The guardian adds a child without an account, aged `age`, as they would on the family page. */
export async function addChild(testApp: TestApp, agent: Agent, age = 10, name = `Child ${(sequence += 1)}`) {
  await submit(agent, 'post', '/settings/family/children', {
    name,
    birthDate: bornYearsAgo(testApp, age),
    phone: '+31 6 11112222',
    relationship: 'parent',
  }).expect(302);
  const child = await testApp.context.db.user.findFirstOrThrow({ where: { name }, orderBy: { id: 'desc' } });
  return child;
}

export async function familyPage(testApp: TestApp, agent: Agent) {
  return pageAt<FamilyProps>(testApp, agent, '/settings/family');
}
