import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { eventBySlug, upcomingEvents } from './service.js';

export function eventRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/events', async (_req, res) => {
    await res.inertia.render('event/Index', { events: await upcomingEvents(db, now()) });
  });
  router.get('/events/:slug', async (req, res) => {
    const event = await eventBySlug(db, req.params.slug);
    if (!event) throw new HttpError(404);
    await res.inertia.render('event/Show', { event });
  });
  return router;
}
