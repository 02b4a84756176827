// Helpers shared by the settings tests: a signed-in member, form submissions, what the next page shows.
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { visit } from '../../support/inertia-request.js';
import { browserAgent, logIn, xsrfToken, type TestApp } from '../../support/test-app.js';

export type Agent = Awaited<ReturnType<typeof browserAgent>>;
type Method = 'post' | 'put' | 'patch' | 'delete';

/** A member logged in through the real login form, optionally born on the given day. */
export async function signedInMember(testApp: TestApp, options: { birthDate?: Date; email?: string; verified?: boolean } = {}) {
  const created = await createUser(testApp.context.db, { email: options.email, verified: options.verified });
  const member = options.birthDate
    ? await testApp.context.db.user.update({ where: { id: created.id }, data: { birthDate: options.birthDate } })
    : created;
  const agent = await browserAgent(testApp.app);
  await logIn(agent, member.email, DEFAULT_PASSWORD);
  return { member, agent };
}

/** A form submission as the client library sends it: JSON with the CSRF header. */
export function submit(agent: Agent, method: Method, url: string, body: unknown = {}) {
  return agent[method](url).set('X-XSRF-TOKEN', xsrfToken(agent)).send(body as object);
}

/** The page a member sees next (Inertia JSON): its component and props, errors and flash included. */
export async function nextPage(testApp: TestApp, agent: Agent, url: string) {
  const { body } = await visit(agent, url, { version: testApp.context.assets.version }).expect(200);
  return body as { component: string; props: Record<string, unknown> & { errors: Record<string, string>; flash: Record<string, string> } };
}

