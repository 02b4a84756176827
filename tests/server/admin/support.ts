// The admin tests' vocabulary over the shared member session helpers.
import {
  pageAt,
  signedIn,
  submit as submitFrom,
  type Agent,
  type MemberOptions,
} from '../../support/member-session.js';
import type { TestApp } from '../../support/test-app.js';

export { confirmPassword, type Agent, type PageBody } from '../../support/member-session.js';

/** A member holding the given roles, logged in through the real login form. */
export const signedInWith = (testApp: TestApp, roles: string[], options: Omit<MemberOptions, 'roles'> = {}) =>
  signedIn(testApp, { roles, ...options });

/** Admin forms are sent from the page they live on (by default the URL they post to). */
export const submit = (
  agent: Agent,
  method: Parameters<typeof submitFrom>[1],
  url: string,
  body: unknown = {},
  from = url,
) => submitFrom(agent, method, url, body, from);

export const page = pageAt;
