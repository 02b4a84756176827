import { Router } from 'express';
import { BUILT_IN_PERMISSIONS, PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { canAny } from '../../http/authorization.js';
import { doorEvents } from '../scanner/door-events.js';

/**
 * `/admin`: the administration's front page, for anyone holding a permission that opens an admin section.
 * Those who may scan tickets also find the events at the door here (door staff have no other way in).
 */
export function adminHomeRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/admin', requirePermission(...BUILT_IN_PERMISSIONS), async (_req, res) => {
    const mayScan = canAny(res.locals.user, [PERMISSIONS.ticketsScan, PERMISSIONS.eventsManage]);
    await res.inertia.render('admin/Dashboard', { doorEvents: mayScan ? await doorEvents(db, now()) : null });
  });
  return router;
}
