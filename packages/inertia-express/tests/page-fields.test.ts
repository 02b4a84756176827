// The page object's `sharedProps`, `preserveFragment` and the app-wide `encryptHistory` default.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Page } from '../src/index.js';
import { appWith, inertiaGet } from './support.js';

function appWithPages(options: Parameters<typeof appWith>[1] = {}) {
  return appWith(
    (app) => {
      app.get('/people', async (_req, res) => {
        await res.inertia.share({ section: 'people' }).render('people/Index', { people: ['Ada'] });
      });
      app.get('/public', async (_req, res) => {
        await res.inertia.encryptHistory(false).render('Public');
      });
      app.post('/people', (_req, res) => {
        res.inertia.preserveFragment();
        res.redirect(303, '/people');
      });
    },
    { shared: () => ({ appName: 'Probe' }), ...options },
  );
}

describe('the page object', () => {
  it('names the props every page shares, so client-side visits keep them', async () => {
    const page = (await inertiaGet(appWithPages(), '/people').expect(200)).body as Page;
    expect(page.sharedProps).toEqual(['errors', 'appName', 'section']);
    expect(Object.keys(page.props)).toEqual(expect.arrayContaining(['errors', 'appName', 'section', 'people']));
  });

  it('asks the client to keep the fragment it visited on the page a redirect leads to', async () => {
    const app = appWithPages();
    expect(((await inertiaGet(app, '/people', 'a')).body as Page).preserveFragment).toBeUndefined();
    await request(app).post('/people').set('X-Inertia', 'true').set('x-client', 'a').expect(303);
    expect(((await inertiaGet(app, '/people', 'a')).body as Page).preserveFragment).toBe(true);
  });

  it('encrypts history everywhere when the app says so, unless a response opts out', async () => {
    const app = appWithPages({ encryptHistory: true });
    expect(((await inertiaGet(app, '/people')).body as Page).encryptHistory).toBe(true);
    expect(((await inertiaGet(app, '/public')).body as Page).encryptHistory).toBe(false);
    expect(((await inertiaGet(appWithPages(), '/people')).body as Page).encryptHistory).toBe(false);
  });
});
