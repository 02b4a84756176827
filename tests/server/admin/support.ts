// The admin tests' vocabulary over the shared member session helpers.
import { afterAll } from 'vitest';
import {
  pageAt,
  signedIn,
  submit as submitFrom,
  type Agent,
  type MemberOptions,
} from '../../support/member-session.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

export { confirmPassword, type Agent, type PageBody } from '../../support/member-session.js';

/** A member holding the given roles, logged in through the real login form. */
export const signedInWith = (testApp: TestApp, roles: string[], options: Omit<MemberOptions, 'roles'> = {}) =>
  signedIn(testApp, { roles, ...options });

/** A test app with an admin signed in, for the tests of one file: closed after them. */
export async function appWithAdmin(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp(options);
  const { agent: admin } = await signedInWith(testApp, ['admin']);
  afterAll(() => testApp.close());
  return { testApp, admin };
}

/** Admin forms are sent from the page they live on (by default the URL they post to). */
export const submit = (
  agent: Agent,
  method: Parameters<typeof submitFrom>[1],
  url: string,
  body: unknown = {},
  from = url,
) => submitFrom(agent, method, url, body, from);

export const page = pageAt;

/** The link with its signature's first character changed (always to another one, so it never stays valid). */
export const forgedSignature = (link: string) =>
  link.replace(/signature=(\w)/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`);
