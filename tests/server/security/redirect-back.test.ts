import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { signedIn, submit } from '../../support/member-session.js';
import { browserAgent, createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A refused login (no fields) sent from the page the Referer names: where does "back" lead? */
async function backFrom(referer: string): Promise<string | undefined> {
  const agent = await browserAgent(testApp.app);
  const response = await agent
    .post('/login')
    .set('Host', 'agora.test')
    .set('Referer', referer)
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .send({})
    .expect(303);
  return response.headers.location;
}

describe('Going back after a refused form', () => {
  it('returns to the page it was sent from on this site, with its query', async () => {
    expect(await backFrom('http://agora.test/login?from=menu')).toBe('/login?from=menu');
  });

  it.each([
    ['a protocol-relative Referer', '//other.example/x'],
    ['a Referer starting with a backslash', '/\\other.example'],
    ['another site', 'https://other.example/login'],
    ['another port of this host', 'http://agora.test:8080/login'],
    ['this site with a protocol-relative path', 'http://agora.test//other.example/x'],
    ['this site with a backslash path', 'http://agora.test/\\other.example'],
    ['this site with a tab between the slashes', 'http://agora.test/\t/other.example'],
    ['garbage', 'not a url'],
  ])('stays on this site for %s', async (_name, referer) => {
    expect(await backFrom(referer)).toBe('/');
  });
});

describe('Going on after confirming the password', () => {
  it('never leads off-site from the page a guarded form names', async () => {
    const { agent } = await signedIn(testApp);
    await submit(agent, 'delete', '/settings/profile', {}, '//other.example/x')
      .expect(303)
      .expect('Location', '/confirm-password');
    await submit(agent, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }, '/confirm-password')
      .expect(302)
      .expect('Location', '/dashboard');
  });
});
