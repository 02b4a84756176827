import { defer } from '@agora/inertia-express';
import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { canAny } from '../../http/authorization.js';
import { doorEvents } from '../scanner/index.js';
import { adminWeek } from './week.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

/**
 * `/admin`: the administration's front page, for anyone holding a permission that opens an admin section.
 * Those who may scan tickets also find the events at the door here (door staff have no other way in).
 * Above the sections: this week's figures for the areas the viewer may manage, counted across several
 * tables, so they follow the first paint as a deferred prop (the page shows a skeleton meanwhile).
 */
export function adminHomeRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.admin.home, 'GET', async (_req, res) => {
    const user = res.locals.user!;
    const mayScan = canAny(user, [PERMISSIONS.ticketsScan, PERMISSIONS.eventsManage]);
    const at = now();
    const door = mayScan ? await doorEvents(context, at) : null;
    await res.inertia.render('admin/Dashboard', {
      week: defer(() => adminWeek(context, { viewer: user, at }), 'week'),
      doorEvents: door,
    });
  });
  return router;
}
