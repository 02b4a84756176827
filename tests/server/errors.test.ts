import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { inertiaHeaders, visit } from '../support/inertia-request.js';
import { browserAgent, createTestApp, logIn, xsrfToken, type TestApp } from '../support/test-app.js';
import { protocolProbe } from './inertia/protocol-probe.js';

let testApp: TestApp;
let version: string;
beforeAll(async () => {
  testApp = await createTestApp({ extraRoutes: [protocolProbe()] });
  version = testApp.context.assets.version;
});
afterAll(() => testApp.close());

describe('Error pages', () => {
  it('show an unknown URL as the Error component with status 404 on a first visit', async () => {
    const response = await request(testApp.app).get('/no/such/page').expect(404);
    expect(response.text).toContain('"component":"Error"');
    expect(response.text).toContain('"status":404');
  });

  it('answer a path parameter that is not valid percent-encoding with a 400 Error page', async () => {
    for (const path of ['/events/%FF', '/blog/%', '/tickets/%ED%A0%80']) {
      const response = await visit(request(testApp.app), path, { version }).expect(400);
      expect(response.body).toMatchObject({ component: 'Error', props: { status: 400 } });
    }
  });

  it('refuse a request target that is not a path (OPTIONS *) with 400', async () => {
    const server = http.createServer(testApp.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const method of ['OPTIONS', 'POST']) {
        const status = await new Promise<number | undefined>((resolve, reject) => {
          http
            .request({ host: '127.0.0.1', port, method, path: '*' }, (response) => {
              response.resume();
              resolve(response.statusCode);
            })
            .on('error', reject)
            .end();
        });
        expect(status, method).toBe(400);
      }
    } finally {
      server.close();
    }
  });

  it('show an unknown URL as the Error component with status 404 on an Inertia visit', async () => {
    const response = await visit(request(testApp.app), '/no/such/page', { version }).expect(404);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 404 } });
  });

  it('send a guest to the login page and a member without the permission to a 403 Error page', async () => {
    await request(testApp.app).get('/probe/forbidden').expect(302).expect('Location', '/login');
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await logIn(agent, member.email, DEFAULT_PASSWORD);
    const response = await visit(agent, '/probe/forbidden', { version }).expect(403);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 403 } });
  });

  it('let a member with the permission through', async () => {
    const admin = await createUser(testApp.context.db, { roles: ['admin'] });
    const agent = await browserAgent(testApp.app);
    await logIn(agent, admin.email, DEFAULT_PASSWORD);
    await agent.get('/probe/forbidden').expect(200, 'allowed');
  });

  it('show an unexpected failure as a 500 Error page with the details only in the log', async () => {
    const response = await visit(request(testApp.app), '/probe/fail', { version }).expect(500);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 500 } });
    expect(JSON.stringify(response.body)).not.toContain('secret database detail');
    expect(testApp.logLines.join('\n')).toContain('secret database detail');
  });

  it('show 503 as an Error page', async () => {
    const response = await visit(request(testApp.app), '/probe/unavailable', { version }).expect(503);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 503 } });
  });

  it('answer with 503 and close the connection while the server shuts down', async () => {
    testApp.shutdown.shuttingDown = true;
    try {
      const logged = testApp.logLines.length;
      // A link's secret, in the path or a signed query, stays out of the log.
      const secret = 'Gq3bX0_e9Yv-Lr2mTz8wNcA5hKp1sUdOjF4iBk7yW6E';
      const response = await visit(request(testApp.app), `/guardian-consent/${secret}?expires=1&signature=x`, {
        version,
      }).expect(503);
      expect(response.headers.connection).toBe('close');
      expect(response.body).toMatchObject({ component: 'Error', props: { status: 503 } });
      // Refusing requests while draining is the plan working, not a failure.
      const lines = testApp.logLines.slice(logged).join('');
      expect(lines).toContain('INFO GET /guardian-consent/…?…: 503, the server is stopping');
      expect(lines).not.toContain(secret);
      expect(lines).not.toContain('ERROR');
    } finally {
      testApp.shutdown.shuttingDown = false;
    }
  });

  it('show 429 with the wait time after five failed logins for one e-mail and address', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await agent
        .post('/login')
        .set('X-XSRF-TOKEN', xsrfToken(agent))
        .send({ email: member.email, password: 'wrong password' })
        .expect(303);
    }
    const response = await agent
      .post('/login')
      .set(inertiaHeaders({ version }))
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ email: member.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 429 } });
    expect(response.body.props.retryAfter).toBeGreaterThan(0);
    expect(response.body.props.retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('validation', () => {
  async function submit(body: Record<string, unknown>, options: { errorBag?: string } = {}) {
    const agent = await browserAgent(testApp.app);
    const response = await agent
      .post('/probe/validate')
      .set('Host', 'agora.test')
      .set('Referer', 'http://agora.test/probe/form')
      .set(inertiaHeaders({ version, ...options }))
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send(body);
    const next = await visit(agent, '/probe/props', { version });
    const again = await visit(agent, '/probe/props', { version });
    return { response, props: next.body.props, propsAfter: again.body.props };
  }

  it('redirects back with 303 and the first message per field, nested fields under dotted paths', async () => {
    const { response, props } = await submit({ name: 'x', guardian: { email: 'not-an-email' } });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/probe/form');
    expect(props.errors).toEqual({
      name: 'The name needs at least 3 characters.',
      'guardian.email': 'Enter a valid e-mail address.',
    });
  });

  it('names unknown fields', async () => {
    const { props } = await submit({ name: 'Valid name', guardian: { email: 'a@b.test' }, isAdmin: true });
    expect(props.errors).toEqual({ isAdmin: 'This field is not accepted.' });
  });

  it('keeps the input for one page view, without passwords', async () => {
    const { props, propsAfter } = await submit({ name: 'x', guardian: { email: 'bad' }, password: 'hunter22' });
    expect(props.old).toEqual({ name: 'x', guardian: { email: 'bad' } });
    expect(propsAfter.old).toEqual({});
    expect(propsAfter.errors).toEqual({});
  });

  it('puts the errors under the error bag the client names', async () => {
    const { props } = await submit({ name: 'x', guardian: { email: 'a@b.test' } }, { errorBag: 'createUser' });
    expect(props.errors).toEqual({ createUser: { name: 'The name needs at least 3 characters.' } });
  });
});
