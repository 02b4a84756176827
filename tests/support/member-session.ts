// A member's browser session in server tests: signed in through the real form, submitting forms as
// the client library does, reading the page that follows.
import { DEFAULT_PASSWORD, createUser } from './factories.js';
import { visit } from './inertia-request.js';
import { browserAgent, logIn, xsrfToken, type TestApp } from './test-app.js';

export type Agent = Awaited<ReturnType<typeof browserAgent>>;
type Method = 'post' | 'put' | 'patch' | 'delete';

export interface PageBody<Props = Record<string, unknown>> {
  component: string;
  props: Props & { errors: Record<string, string> };
  /** The page object's flash messages (beside the props). */
  flash: Record<string, string>;
  /** Props left out of this response that the client fetches next, by group. */
  deferredProps?: Record<string, string[]>;
}

export interface MemberOptions {
  roles?: string[];
  name?: string;
  email?: string;
  verified?: boolean;
  birthDate?: Date;
  /** Two-factor sign-in on with the test secret; by default on for members with roles (staff). */
  twoFactor?: boolean;
}

/** A member (with roles, a birth date… as asked) logged in through the real login form. */
export async function signedIn(testApp: TestApp, { birthDate, ...options }: MemberOptions = {}) {
  const created = await createUser(testApp.context.db, options);
  const user = birthDate
    ? await testApp.context.db.user.update({ where: { id: created.id }, data: { birthDate } })
    : created;
  const agent = await browserAgent(testApp.app);
  await logIn(agent, user.email, DEFAULT_PASSWORD);
  return { user, agent };
}

const HOST = 'agora.test';

/**
 * A form submission as the client library sends it: JSON with the CSRF header. With `from`, it also
 * names the page it was sent from, which is where a refused submission goes back to.
 */
export function submit(agent: Agent, method: Method, url: string, body: unknown = {}, from?: string) {
  const request = agent[method](url).set('X-XSRF-TOKEN', xsrfToken(agent));
  if (from) request.set('Host', HOST).set('Referer', `http://${HOST}${from}`);
  return request.send(body as object);
}

/** An empty JSON POST as the page's script sends it (passkey options), with the CSRF header. */
export const postJson = (agent: Agent, url: string) =>
  agent.post(url).set('X-XSRF-TOKEN', xsrfToken(agent)).set('Accept', 'application/json').send({});

/** The page the member sees at the URL (Inertia JSON): component and props (errors included) and flash. */
export async function pageAt<Props = Record<string, unknown>>(
  testApp: TestApp,
  agent: Agent,
  url: string,
): Promise<PageBody<Props>> {
  const { body } = await visit(agent, url, { version: testApp.context.assets.version }).expect(200);
  return body as PageBody<Props>;
}

/** Confirms the member's password, as the confirm screen would. */
export async function confirmPassword(agent: Agent) {
  await submit(agent, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }, '/confirm-password').expect(302);
}
