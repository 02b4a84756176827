import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireVerified } from '../../http/auth.js';
import { memberTickets } from '../tickets/member-tickets.js';

export function dashboardRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/dashboard', requireVerified, async (_req, res) => {
    await res.inertia.render('Dashboard', { tickets: await memberTickets(db, res.locals.user!.id, now()) });
  });
  return router;
}
