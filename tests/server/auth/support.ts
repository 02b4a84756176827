import type request from 'supertest';
import { visit } from '../../support/inertia-request.js';
import { xsrfToken, type TestApp } from '../../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** A form submission as the client sends it: JSON with the CSRF header. */
export function submit(agent: Agent, url: string, body: object) {
  return agent.post(url).set('X-XSRF-TOKEN', xsrfToken(agent)).send(body);
}

/** The Inertia page (component and props) the agent sees at the URL. */
export async function pageAt(testApp: TestApp, agent: Agent, url: string) {
  const response = await visit(agent, url, { version: testApp.context.assets.version });
  return response.body as {
    component: string;
    url: string;
    clearHistory: boolean;
    encryptHistory: boolean;
    props: Record<string, unknown> & { errors: Record<string, string> };
    flash: { success?: string; error?: string };
  };
}

/** The path and query of an absolute link, as a test agent requests it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
