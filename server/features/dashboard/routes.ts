import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { memberMessages } from '../messages/index.js';
import { memberTickets } from '../tickets/index.js';
import { memberWaitingPlaces } from '../waiting-list/index.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

export function dashboardRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.dashboard, 'GET', async (_req, res) => {
    const userId = res.locals.user!.id;
    await res.inertia.render('Dashboard', {
      tickets: await memberTickets(context, userId),
      messages: await memberMessages(context, userId),
      waiting: await memberWaitingPlaces(context, userId),
    });
  });
  return router;
}
