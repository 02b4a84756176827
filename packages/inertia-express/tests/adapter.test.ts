// The adapter on a bare Express app: rendering, versions, partial reloads, redirects and carried history flags.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { always, optional, type Page } from '../src/index.js';
import { VERSION, appWith, inertiaGet } from './support.js';

function appWithAdapter() {
  return appWith(
    (app) => {
      app.get('/people', async (_req, res) => {
        await res.inertia.render('people/Index', {
          people: ['Ada', 'Grace'],
          total: 2,
          lazy: optional(() => 'only when asked'),
          notice: always(() => ({ success: 'Saved.' })),
        });
      });
      app.put('/people/1', (_req, res) => res.redirect('/people'));
      app.post('/logout', (_req, res) => {
        res.inertia.clearHistory();
        res.redirect('/people');
      });
    },
    { shared: () => ({ appName: 'Probe' }) },
  );
}

describe('the Inertia adapter', () => {
  it('answers an Inertia visit with the page object as JSON, shared props included', async () => {
    const response = await inertiaGet(appWithAdapter(), '/people').expect(200);
    expect(response.headers['x-inertia']).toBe('true');
    expect(response.headers.vary).toMatch(/x-inertia/i);
    const page = response.body as Page;
    expect(page).toMatchObject({ component: 'people/Index', url: '/people', version: VERSION, clearHistory: false });
    expect(page.props).toEqual({
      errors: {},
      appName: 'Probe',
      people: ['Ada', 'Grace'],
      total: 2,
      notice: { success: 'Saved.' },
    });
  });

  it('renders the document around the page object on a first visit', async () => {
    const response = await request(appWithAdapter()).get('/people').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('"component":"people/Index"');
  });

  it('sends a client with other assets for a full page load of the same URL', async () => {
    const response = await request(appWithAdapter())
      .get('/people?page=2')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'old')
      .expect(409);
    expect(response.headers['x-inertia-location']).toBe('/people?page=2');
  });

  it('sends only the asked props on a partial reload, and the always props with them', async () => {
    const response = await inertiaGet(appWithAdapter(), '/people')
      .set('X-Inertia-Partial-Component', 'people/Index')
      .set('X-Inertia-Partial-Data', 'lazy,total')
      .expect(200);
    expect((response.body as Page).props).toEqual({
      lazy: 'only when asked',
      total: 2,
      errors: {},
      notice: { success: 'Saved.' },
    });
  });

  it('redirects with 303 after a PUT, so the browser follows with a GET', async () => {
    await request(appWithAdapter()).put('/people/1').set('X-Inertia', 'true').expect(303).expect('Location', '/people');
  });

  it('clears the history on the page a redirect leads to, once', async () => {
    const app = appWithAdapter();
    await request(app).post('/logout').set('x-client', 'a').expect(302);
    const next = await inertiaGet(app, '/people', 'a').expect(200);
    expect((next.body as Page).clearHistory).toBe(true);
    const later = await inertiaGet(app, '/people', 'a').expect(200);
    expect((later.body as Page).clearHistory).toBe(false);
  });
});
