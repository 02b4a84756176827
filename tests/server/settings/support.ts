// The settings tests' vocabulary over the shared member session helpers.
import { signedIn, type MemberOptions } from '../../support/member-session.js';
import type { TestApp } from '../../support/test-app.js';

export { pageAt as nextPage, submit, type Agent } from '../../support/member-session.js';

/** A member logged in through the real login form, optionally born on the given day. */
export async function signedInMember(testApp: TestApp, options: Omit<MemberOptions, 'roles'> = {}) {
  const { user, agent } = await signedIn(testApp, options);
  return { member: user, agent };
}
