import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { paginated } from '../../http/list-query.js';
import { locationBySlug, searchPublishedLocations } from './service.js';

const BASE = '/locations';

export function locationRoutes({ db, dbProvider, now }: AppContext): Router {
  const router = Router();
  router.get(BASE, async (req, res) => {
    const { query, total, rows, places } = await searchPublishedLocations(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows);
    await res.inertia.render('location/Index', { locations: items, filters, places });
  });
  router.get(`${BASE}/:slug`, async (req, res) => {
    const found = await locationBySlug(db, now(), req.params.slug);
    if (!found) throw new HttpError(404);
    if ('movedTo' in found) return res.redirect(301, `${BASE}/${encodeURIComponent(found.movedTo)}`);
    await res.inertia.render('location/Show', { location: found.location });
  });
  return router;
}
