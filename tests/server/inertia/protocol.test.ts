import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAgent, createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';
import { inertiaHeaders, visit } from '../../support/inertia-request.js';
import { probeCounters, protocolProbe } from './protocol-probe.js';

let testApp: TestApp;
let version: string;

beforeAll(async () => {
  testApp = await createTestApp({ extraRoutes: [protocolProbe()] });
  version = testApp.context.assets.version;
});
afterAll(() => testApp.close());

/** An agent that opened a page with a form (the login), so it holds a session and a CSRF token. */
async function agentWithToken() {
  const agent = await browserAgent(testApp.app);
  return { agent, token: xsrfToken(agent) };
}

const pageFromHtml = (html: string) => {
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script><div id="app"><\/div>/s);
  if (!match?.[1]) throw new Error('no page object in the document');
  return JSON.parse(match[1]) as { component: string; props: Record<string, unknown>; version: string; url: string };
};

describe('first visit', () => {
  it('renders a full HTML document with the page object where the client reads it', async () => {
    const response = await request(testApp.app).get('/probe/props?x=1').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const page = pageFromHtml(response.text);
    expect(page).toMatchObject({ component: 'probe/Props', url: '/probe/props?x=1', version });
    expect(page.props.plain).toBe('plain value');
  });

  it('escapes the page object so props cannot close the script element', async () => {
    const response = await request(testApp.app).get('/probe/props').expect(200);
    expect(response.text).not.toContain('</script><script>alert(1)');
    expect(pageFromHtml(response.text).props.html).toBe('</script><script>alert(1)</script>');
  });

  it('links the built client assets from the manifest', async () => {
    const response = await request(testApp.app).get('/probe/props');
    expect(response.text).toContain('<script type="module" src="/build/assets/app-fixture.js"></script>');
    expect(response.text).toContain('<link rel="stylesheet" href="/build/assets/app-fixture.css">');
  });
});

describe('Inertia visits', () => {
  it('answer with JSON, X-Inertia: true and Vary: X-Inertia', async () => {
    const response = await visit(request(testApp.app), '/probe/props', { version }).expect(200);
    expect(response.headers['x-inertia']).toBe('true');
    expect(response.headers.vary).toMatch(/x-inertia/i);
    expect(response.body).toMatchObject({ component: 'probe/Props', url: '/probe/props', version });
  });

  it('resolve lazy props and leave optional and deferred ones out', async () => {
    const before = probeCounters.optionalResolved;
    const { body } = await visit(request(testApp.app), '/probe/props', { version });
    expect(body.props.lazy).toBe('computed value');
    expect(body.props).not.toHaveProperty('optionalProp');
    expect(body.props).not.toHaveProperty('deferredA');
    expect(probeCounters.optionalResolved).toBe(before);
  });

  it('list deferred props by group', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', { version });
    expect(body.deferredProps).toEqual({ default: ['deferredA'], sidebar: ['deferredB'] });
  });

  it('describe merge props: append, prepend, deep and match-on keys', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', { version });
    expect(body.mergeProps).toEqual(['items']);
    expect(body.prependProps).toEqual(['feed']);
    expect(body.deepMergeProps).toEqual(['settings']);
    expect(body.matchPropsOn).toEqual(['items.id']);
  });

  it('send once props with their expiry, and skip them when the client already holds them', async () => {
    const first = await visit(request(testApp.app), '/probe/props', { version });
    expect(first.body.props.countries).toEqual(['NL', 'BE']);
    expect(first.body.onceProps).toEqual({ countries: { prop: 'countries', expiresAt: 4102444800000 } });
    const later = await visit(request(testApp.app), '/probe/props', { version, exceptOnce: ['countries'] });
    expect(later.body.props).not.toHaveProperty('countries');
    expect(later.body.onceProps).toEqual(first.body.onceProps);
  });

  it('carry clearHistory and encryptHistory when a handler asks for them', async () => {
    const plain = await visit(request(testApp.app), '/probe/props', { version });
    expect(plain.body).toMatchObject({ clearHistory: false, encryptHistory: false });
    const flagged = await visit(request(testApp.app), '/probe/history', { version });
    expect(flagged.body).toMatchObject({ clearHistory: true, encryptHistory: true });
  });
});

describe('asset version', () => {
  it('sends a GET visit with a stale version for a full reload: 409 with X-Inertia-Location', async () => {
    const response = await visit(request(testApp.app), '/probe/props?page=2', { version: 'stale' }).expect(409);
    expect(response.headers['x-inertia-location']).toBe('/probe/props?page=2');
  });

  it('lets non-GET visits with a stale version through', async () => {
    const { agent, token } = await agentWithToken();
    await agent
      .put('/probe/update')
      .set(inertiaHeaders({ version: 'stale' }))
      .set('X-XSRF-TOKEN', token)
      .expect(303);
  });
});

describe('partial reloads', () => {
  it('send only the props asked for, plus always-props', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', {
      version,
      partialComponent: 'probe/Props',
      only: ['optionalProp', 'deferredB'],
    });
    expect(Object.keys(body.props).sort()).toEqual(['alwaysProp', 'deferredB', 'errors', 'old', 'optionalProp']);
    expect(body.props.optionalProp).toBe('optional value');
    expect(body.props.deferredB).toBe('deferred b');
    expect(body).not.toHaveProperty('deferredProps');
  });

  it('leave out the props named in Partial-Except', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', {
      version,
      partialComponent: 'probe/Props',
      except: ['plain', 'items'],
    });
    expect(body.props).not.toHaveProperty('plain');
    expect(body.props).not.toHaveProperty('items');
    expect(body.props.lazy).toBe('computed value');
  });

  it('are ignored when they name another component', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', {
      version,
      partialComponent: 'other/Component',
      only: ['plain'],
    });
    expect(body.props.lazy).toBe('computed value');
    expect(body.props).not.toHaveProperty('optionalProp');
  });

  it('drop merge instructions for props named in X-Inertia-Reset', async () => {
    const { body } = await visit(request(testApp.app), '/probe/props', {
      version,
      partialComponent: 'probe/Props',
      only: ['items'],
      reset: ['items'],
    });
    expect(body.props.items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(body).not.toHaveProperty('mergeProps');
  });
});

describe('redirects', () => {
  it.each(['put', 'patch', 'delete'] as const)('turn a 302 after %s into 303', async (method) => {
    const { agent, token } = await agentWithToken();
    const response = await agent[method]('/probe/update').set(inertiaHeaders({ version })).set('X-XSRF-TOKEN', token);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/probe/props');
  });

  it('keep a 302 after POST', async () => {
    const { agent, token } = await agentWithToken();
    await agent.post('/probe/update').set(inertiaHeaders({ version })).set('X-XSRF-TOKEN', token).expect(302);
  });

  it('answer an external redirect on an Inertia visit with 409 and X-Inertia-Location', async () => {
    const response = await visit(request(testApp.app), '/probe/external', { version }).expect(409);
    expect(response.headers['x-inertia-location']).toBe('https://example.org/elsewhere');
  });

  it('answer an external redirect on a plain visit with an ordinary redirect', async () => {
    const response = await request(testApp.app).get('/probe/external').expect(302);
    expect(response.headers.location).toBe('https://example.org/elsewhere');
  });
});
