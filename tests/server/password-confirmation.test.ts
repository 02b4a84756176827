import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePasswordConfirmation } from '../../server/http/password-confirmation.js';
import { requireAuth } from '../../server/http/auth.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { browserAgent, createTestApp, logIn, xsrfToken, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
const HOUR = 60 * 60 * 1000;

function sensitiveProbe(now: () => Date): Router {
  const router = Router();
  router.get('/probe/sensitive', requireAuth, requirePasswordConfirmation(now), (_req, res) => res.send('sensitive'));
  return router;
}

beforeAll(async () => {
  const clock = { now: new Date() };
  testApp = await createTestApp({ clock, extraRoutes: [sensitiveProbe(() => clock.now)] });
});
afterAll(() => testApp.close());

async function signedIn() {
  const member = await createUser(testApp.context.db);
  const agent = await browserAgent(testApp.app);
  await logIn(agent, member.email, DEFAULT_PASSWORD);
  return agent;
}

describe('password confirmation', () => {
  it('shows the confirm screen', async () => {
    const agent = await signedIn();
    const { body } = await visit(agent, '/confirm-password', { version: testApp.context.assets.version }).expect(200);
    expect(body.component).toBe('auth/ConfirmPassword');
  });

  it('sends a member to confirm before a sensitive page, then on to it', async () => {
    const agent = await signedIn();
    await agent.get('/probe/sensitive').expect(303).expect('Location', '/confirm-password');
    await agent
      .post('/confirm-password')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ password: DEFAULT_PASSWORD })
      .expect(302)
      .expect('Location', '/probe/sensitive');
    await agent.get('/probe/sensitive').expect(200, 'sensitive');
  });

  it('refuses a wrong password with a field error and confirms nothing', async () => {
    const agent = await signedIn();
    await agent
      .post('/confirm-password')
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .send({ password: 'wrong password' })
      .expect(303);
    const { body } = await visit(agent, '/confirm-password', { version: testApp.context.assets.version });
    expect(body.props.errors).toEqual({ password: 'The password is incorrect.' });
    await agent.get('/probe/sensitive').expect(303);
  });

  it('lasts three hours', async () => {
    const agent = await signedIn();
    await agent.post('/confirm-password').set('X-XSRF-TOKEN', xsrfToken(agent)).send({ password: DEFAULT_PASSWORD });
    const start = testApp.clock.now;
    testApp.clock.now = new Date(start.getTime() + 3 * HOUR - 60_000);
    await agent.get('/probe/sensitive').expect(200);
    testApp.clock.now = new Date(start.getTime() + 3 * HOUR + 60_000);
    await agent.get('/probe/sensitive').expect(303);
    testApp.clock.now = start;
  });
});
