// Bodies an attacker sends to any form: too deep, malformed, too large, not valid Unicode. Each gets a
// 4xx Error page at once (HTML or Inertia, as asked), is logged as a warning, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedJson } from '../../support/bad-inputs.js';
import { inertiaHeaders } from '../../support/inertia-request.js';
import { browserAgent, createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A guest's login form (it fails validation on anything odd), sent raw with the CSRF token. */
async function sendToLogin(type: string, body: string | Buffer, options: { inertia?: boolean } = {}) {
  const agent = await browserAgent(testApp.app);
  // Sent as given: superagent would otherwise serialise a Buffer as JSON.
  const request = agent
    .post('/login')
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .set('Content-Type', type)
    .serialize((raw: unknown) => raw as string)
    .timeout(5000);
  if (options.inertia) request.set(inertiaHeaders({ version: testApp.context.assets.version }));
  return request.send(body);
}

function logSince(start: number): string {
  return testApp.logLines.slice(start).join('\n');
}

describe('A deeply nested body', () => {
  it('is refused at once with a 400 Error page, not saved as old input (5,000 levels, 30 kB)', async () => {
    const started = Date.now();
    const response = await sendToLogin(JSON_TYPE, nestedJson(5000), { inertia: true });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 400 } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is refused as a URL-encoded form too', async () => {
    const response = await sendToLogin(FORM_TYPE, `email${'[a]'.repeat(40)}=x&password=secret`);
    expect(response.status).toBe(400);
    expect(response.text).toContain('"component":"Error"');
  });

  it('is accepted up to the depth forms use', async () => {
    const response = await sendToLogin(JSON_TYPE, nestedJson(3));
    expect(response.status).toBe(303);
  });
});

describe('A body the parsers cannot read', () => {
  const cases: [string, string, string | Buffer, number][] = [
    ['malformed JSON', JSON_TYPE, '{"email":', 400],
    ['a top-level null', JSON_TYPE, 'null', 400],
    ['a top-level string', JSON_TYPE, '"admin@agora.test"', 400],
    ['a lone surrogate', JSON_TYPE, '{"email":"\\ud800@agora.test","password":"x"}', 400],
    ['a lone surrogate in a field name', JSON_TYPE, '{"\\udc00":"x"}', 400],
    [
      'invalid UTF-8',
      JSON_TYPE,
      Buffer.from([...Buffer.from('{"email":"'), 0xff, 0xfe, ...Buffer.from('@agora.test"}')]),
      400,
    ],
    ['invalid UTF-8 in a form', FORM_TYPE, Buffer.from([...Buffer.from('email='), 0xc3, 0x28]), 400],
    [
      'more than 1,000 form fields',
      FORM_TYPE,
      Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join('&'),
      413,
    ],
    ['too large JSON', JSON_TYPE, JSON.stringify({ email: 'x'.repeat(1_100_000) }), 413],
    ['too large a form', FORM_TYPE, `email=${'x'.repeat(110_000)}`, 413],
  ];

  it.each(cases)('answers %s with its 4xx Error page, logged as a warning', async (_name, type, body, status) => {
    const logStart = testApp.logLines.length;
    const response = await sendToLogin(type, body);
    expect(response.status).toBe(status);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain(`"status":${status}`);
    expect(logSince(logStart)).toContain('WARN');
    expect(logSince(logStart)).not.toContain('ERROR');
  });

  it('answers an Inertia visit with the Error component', async () => {
    const response = await sendToLogin(JSON_TYPE, '{bad', { inertia: true });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ component: 'Error', props: { status: 400 } });
  });

  it('answers an unknown charset with 415', async () => {
    const response = await sendToLogin(`${JSON_TYPE}; charset=klingon`, '{}');
    expect(response.status).toBe(415);
    expect(response.text).toContain('"status":415');
  });
});
