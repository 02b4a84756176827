// The app offers a request only to the feature routers that can match the beginning of its path (its
// first two segments); these prove it behaves as the plain stack of routers it replaced.
import express, { Router, type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { dispatchByPathBeginning } from '../../server/http/route-dispatch.js';

function appOf(routers: Router[]) {
  const app = express();
  app.use(dispatchByPathBeginning(routers));
  app.use((_req, res) => {
    res.status(404).send('not found');
  });
  const errors: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(500).send(`error: ${error.message}`);
  };
  app.use(errors);
  return app;
}

const answering = (path: string, body: string) => {
  const router = Router();
  router.get(path, (_req, res) => {
    res.send(body);
  });
  return router;
};

/** The router, noting its name in `tried` each time a request is offered to it. */
function noting(tried: string[], name: string, router: Router): Router {
  const offered = (...args: Parameters<Router>) => {
    tried.push(name);
    return router(...args);
  };
  return Object.assign(offered, { stack: router.stack }) as unknown as Router;
}

describe('dispatching by the beginning of the path', () => {
  it('answers from the router whose route matches, whatever its place', async () => {
    const app = appOf([answering('/blog', 'blog'), answering('/events/:slug', 'event'), answering('/', 'home')]);
    await request(app).get('/events/opening').expect(200, 'event');
    await request(app).get('/blog').expect(200, 'blog');
    await request(app).get('/').expect(200, 'home');
    await request(app).get('/nowhere').expect(404, 'not found');
  });

  it('keeps the order of routers that share a segment: the first can pass to the next', async () => {
    const first = Router();
    first.get('/events/:slug', (req, res, next) => {
      if (req.params.slug === 'passed') return next();
      res.send('first');
    });
    const app = appOf([first, answering('/blog', 'blog'), answering('/events/:slug', 'second')]);
    await request(app).get('/events/kept').expect(200, 'first');
    await request(app).get('/events/passed').expect(200, 'second');
  });

  it('matches the first segment regardless of case and a trailing slash, as Express does', async () => {
    const app = appOf([answering('/events', 'events')]);
    await request(app).get('/EVENTS').expect(200, 'events');
    await request(app).get('/events/').expect(200, 'events');
  });

  it('offers every path to a router whose first segment is a parameter or that has a path-less handler', async () => {
    const everywhere = Router();
    everywhere.use((req, res, next) => {
      if (req.path === '/guarded/x') return res.status(403).send('stopped');
      next();
    });
    const app = appOf([answering('/:page', 'page'), everywhere, answering('/guarded/x', 'reached')]);
    await request(app).get('/anything').expect(200, 'page');
    await request(app).get('/guarded/x').expect(403, 'stopped');
  });

  it('reads the routes of routers nested without a mount path', async () => {
    const outer = Router();
    outer.use(answering('/inner', 'inner'));
    const app = appOf([answering('/blog', 'blog'), outer]);
    await request(app).get('/inner').expect(200, 'inner');
  });

  it('passes an error to the app and lets next("router") move on to the next router', async () => {
    const failing = Router();
    failing.get('/broken', () => {
      throw new Error('broken');
    });
    const leaving = Router();
    leaving.get('/events', (_req, _res, next) => next('router'));
    const app = appOf([failing, leaving, answering('/events', 'next router')]);
    await request(app).get('/broken').expect(500, 'error: broken');
    await request(app).get('/events').expect(200, 'next router');
  });

  it('offers a request only to the routers with a route under its first two segments, in their order', async () => {
    const tried: string[] = [];
    const routers = [
      noting(tried, 'home', answering('/admin', 'admin home')),
      noting(tried, 'events', answering('/admin/events/:id/scans', 'scans')),
      noting(tried, 'any section', answering('/admin/:section', 'a section')),
      noting(tried, 'users', answering('/admin/users', 'users')),
    ];
    const app = appOf(routers);
    const offeredFor = async (path: string, status: number, body: string) => {
      tried.length = 0;
      await request(app).get(path).expect(status, body);
      return [...tried];
    };
    expect(await offeredFor('/admin/users', 200, 'a section')).toEqual(['any section']);
    expect(await offeredFor('/admin/Events/7/scans', 200, 'scans')).toEqual(['events']);
    expect(await offeredFor('/admin/', 200, 'admin home')).toEqual(['home']);
    expect(await offeredFor('/admin/jobs', 200, 'a section')).toEqual(['any section']);
    expect(await offeredFor('/admin/events/7/scans/extra', 404, 'not found')).toEqual(['events', 'any section']);
    expect(await offeredFor('/elsewhere', 404, 'not found')).toEqual([]);
  });
});
