import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../../support/inertia-request.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let testApp: TestApp;

function viewDataProbe(): Router {
  const router = Router();
  router.get('/probe/view-data', async (_req, res) => {
    await res.inertia
      .viewData({ head: { title: 'Probe', description: 'Only for the <document>' } })
      .render('probe/ViewData', { shown: true });
  });
  return router;
}

beforeAll(async () => {
  testApp = await createTestApp({ extraRoutes: [viewDataProbe()] });
});
afterAll(() => testApp.close());

describe('view data', () => {
  it('reaches the document of a first visit', async () => {
    const { text } = await request(testApp.app).get('/probe/view-data').expect(200);
    expect(text).toContain('<title>Probe - Agora</title>');
    expect(text).toContain('<meta name="description" content="Only for the &#60;document&#62;">');
  });

  it('never becomes a prop of the page', async () => {
    const { body } = await visit(request(testApp.app), '/probe/view-data', {
      version: testApp.context.assets.version,
    }).expect(200);
    expect(body.props).not.toHaveProperty('head');
    expect(JSON.stringify(body)).not.toContain('Only for the');
  });
});
