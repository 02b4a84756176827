// A bare Express app around the adapter for the tests: no database, no session library, no product code.
import express, { type Request } from 'express';
import request from 'supertest';
import { inertia, type Carried, type InertiaOptions, type RedirectCarry } from '../src/index.js';

export const VERSION = 'v1';

/** A carry kept in memory per client (the `x-client` header), standing in for a session. */
export function memoryCarry(): RedirectCarry {
  const kept = new Map<string, Carried>();
  const client = (req: Request) => String(req.headers['x-client'] ?? '');
  return {
    keep: (req, carried) => void kept.set(client(req), carried),
    take(req) {
      const carried = kept.get(client(req));
      kept.delete(client(req));
      return carried;
    },
  };
}

/** An Express app with the adapter in front of the routes `mount` adds. */
export function appWith(mount: (app: express.Express) => void, options: Partial<InertiaOptions> = {}) {
  const app = express();
  app.use(
    inertia({
      version: () => VERSION,
      document: (page) =>
        `<!doctype html><script data-page="app" type="application/json">${JSON.stringify(page)}</script>`,
      carry: memoryCarry(),
      ...options,
    }),
  );
  mount(app);
  return app;
}

export const inertiaGet = (app: express.Express, url: string, client = '') =>
  request(app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('x-client', client);

/** A partial reload of `component` asking for `only` (comma-separated names or dot paths). */
export const partialGet = (app: express.Express, url: string, component: string, only: string) =>
  inertiaGet(app, url).set('X-Inertia-Partial-Component', component).set('X-Inertia-Partial-Data', only);
