import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

/** `/up`: 200 when the app answers and its database does, 503 otherwise. For load balancers. */
export function healthRoutes({ db, logger }: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.health, 'GET', async (_req, res) => {
    try {
      await db.$queryRawUnsafe('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch (error) {
      logger.error('Health check: the database does not answer', error);
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });
  return router;
}
