import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { locationBySlug, publishedLocations } from './service.js';

export function locationRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/locations', async (_req, res) => {
    await res.inertia.render('location/Index', { locations: await publishedLocations(db) });
  });
  router.get('/locations/:slug', async (req, res) => {
    const location = await locationBySlug(db, now(), req.params.slug);
    if (!location) throw new HttpError(404);
    await res.inertia.render('location/Show', { location });
  });
  return router;
}
