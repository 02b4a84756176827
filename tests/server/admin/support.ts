// Helpers shared by the admin tests: a signed-in member with roles, form submissions, the next page.
import { DEFAULT_PASSWORD, createUser } from '../../support/factories.js';
import { visit } from '../../support/inertia-request.js';
import { browserAgent, logIn, xsrfToken, type TestApp } from '../../support/test-app.js';

export type Agent = Awaited<ReturnType<typeof browserAgent>>;
type Method = 'post' | 'put' | 'patch' | 'delete';

export interface PageBody<Props = Record<string, unknown>> {
  component: string;
  props: Props & { errors: Record<string, string>; flash: Record<string, string> };
}

/** A member holding the given roles, logged in through the real login form. */
export async function signedInWith(testApp: TestApp, roles: string[], options: { name?: string; email?: string } = {}) {
  const user = await createUser(testApp.context.db, { roles, ...options });
  const agent = await browserAgent(testApp.app);
  await logIn(agent, user.email, DEFAULT_PASSWORD);
  return { user, agent };
}

const HOST = 'agora.test';

/** A form submission as the client library sends it: JSON with the CSRF header and the page it came from. */
export function submit(agent: Agent, method: Method, url: string, body: unknown = {}, from = url) {
  return agent[method](url)
    .set('Host', HOST)
    .set('Referer', `http://${HOST}${from}`)
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .send(body as object);
}

/** The page the member sees at the URL (Inertia JSON). */
export async function page<Props = Record<string, unknown>>(testApp: TestApp, agent: Agent, url: string): Promise<PageBody<Props>> {
  const { body } = await visit(agent, url, { version: testApp.context.assets.version }).expect(200);
  return body as PageBody<Props>;
}

/** Confirms the member's password, as the confirm screen would. */
export async function confirmPassword(agent: Agent) {
  await submit(agent, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }).expect(302);
}
