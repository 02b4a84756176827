import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireVerified } from '../../http/auth.js';
import { memberTickets } from './service.js';

export function dashboardRoutes({ db }: AppContext): Router {
  const router = Router();
  router.get('/dashboard', requireVerified, async (_req, res) => {
    await res.inertia.render('Dashboard', { tickets: await memberTickets(db, res.locals.user!.id) });
  });
  return router;
}
