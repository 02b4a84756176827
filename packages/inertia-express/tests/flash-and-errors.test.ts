// Flash data in the page object's `flash`, validation errors in the `errors` prop (error bags included),
// both kept across a redirect by the app's carry.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Page } from '../src/index.js';
import { appWith, inertiaGet, partialGet } from './support.js';

function appWithForms(options: Parameters<typeof appWith>[1] = {}) {
  return appWith((app) => {
    app.get('/people', async (_req, res) => {
      await res.inertia.render('people/Index', { people: ['Ada'] });
    });
    app.post('/people', (_req, res) => {
      res.inertia.flash({ success: 'Saved.' });
      res.redirect(303, '/people');
    });
    app.post('/people/invalid', (_req, res) => {
      res.inertia.errors({ name: 'The name is required.' });
      res.redirect(303, '/people');
    });
    app.get('/people/new', async (_req, res) => {
      await res.inertia.flash({ info: 'Rendered here.' }).render('people/Create');
    });
    app.get('/old-people', (_req, res) => {
      res.inertia.flash({ info: 'Moved.' });
      res.redirect('/people');
    });
  }, options);
}

const post = (app: ReturnType<typeof appWithForms>, url: string, client: string) =>
  request(app).post(url).set('X-Inertia', 'true').set('x-client', client);

describe('flash data', () => {
  it('reaches the page a redirect leads to, in the page object beside the props, once', async () => {
    const app = appWithForms();
    await post(app, '/people', 'a').expect(303);
    const next = (await inertiaGet(app, '/people', 'a').expect(200)).body as Page;
    expect(next.flash).toEqual({ success: 'Saved.' });
    expect(next.props).not.toHaveProperty('flash');
    expect(((await inertiaGet(app, '/people', 'a')).body as Page).flash).toEqual({});
  });

  it('belongs to the client that was sent it', async () => {
    const app = appWithForms();
    await post(app, '/people', 'a').expect(303);
    expect(((await inertiaGet(app, '/people', 'b')).body as Page).flash).toEqual({});
  });

  it('gathers across a chain of redirects', async () => {
    const app = appWithForms();
    await post(app, '/people', 'a').expect(303);
    await inertiaGet(app, '/old-people', 'a').expect(302);
    expect(((await inertiaGet(app, '/people', 'a')).body as Page).flash).toEqual({
      success: 'Saved.',
      info: 'Moved.',
    });
  });

  it('shows on the page the same response renders, without a carry too', async () => {
    const page = (await inertiaGet(appWithForms({ carry: undefined }), '/people/new').expect(200)).body as Page;
    expect(page.flash).toEqual({ info: 'Rendered here.' });
  });
});

describe('validation errors', () => {
  it('reach the next page as the errors prop, which every page has', async () => {
    const app = appWithForms();
    expect(((await inertiaGet(app, '/people', 'a')).body as Page).props.errors).toEqual({});
    await post(app, '/people/invalid', 'a').expect(303);
    const next = (await inertiaGet(app, '/people', 'a').expect(200)).body as Page;
    expect(next.props.errors).toEqual({ name: 'The name is required.' });
  });

  it('wait under the error bag the visit named', async () => {
    const app = appWithForms();
    await post(app, '/people/invalid', 'a').set('X-Inertia-Error-Bag', 'createPerson').expect(303);
    const next = (await inertiaGet(app, '/people', 'a').expect(200)).body as Page;
    expect(next.props.errors).toEqual({ createPerson: { name: 'The name is required.' } });
  });

  it('come with a partial reload that asks for other props', async () => {
    const app = appWithForms();
    await post(app, '/people/invalid', 'a').expect(303);
    const next = (await partialGet(app, '/people', 'people/Index', 'people').set('x-client', 'a').expect(200))
      .body as Page;
    expect(next.props).toEqual({ people: ['Ada'], errors: { name: 'The name is required.' } });
  });
});
