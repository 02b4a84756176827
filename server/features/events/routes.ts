import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { paginated } from '../../http/list-query.js';
import { eventPage, searchEvents } from './service.js';

const BASE = '/events';

export function eventRoutes({ db, dbProvider, now }: AppContext): Router {
  const router = Router();
  router.get(BASE, async (req, res) => {
    const { query, total, rows, locations } = await searchEvents(db, dbProvider, req.query, now());
    const { items, filters } = paginated(BASE, query, total, rows);
    await res.inertia.render('event/Index', { events: items, filters, locations });
  });
  router.get(`${BASE}/:slug`, async (req, res) => {
    const found = await eventPage(db, req.params.slug, res.locals.user, now());
    if (!found) throw new HttpError(404);
    if ('movedTo' in found) return res.redirect(301, `${BASE}/${encodeURIComponent(found.movedTo)}`);
    await res.inertia.render('event/Show', found.page);
  });
  return router;
}
