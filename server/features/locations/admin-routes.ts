import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { softDeleteRoutes } from '../../http/trashed.js';
import { validate } from '../../http/validation.js';
import { adminLocationDetail, adminLocationSummary } from './admin-presenter.js';
import { createLocation, findAdminLocation, listAdminLocations, updateLocation } from './admin-service.js';
import { locationSchema } from './schemas.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function adminLocationRoutes(context: AppContext): Router {
  const { db, now } = context;
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.locations.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listAdminLocations(context, req.query);
    const { items, filters } = paginated(urls.admin.locations.index(), query, total, rows.map(adminLocationSummary));
    await res.inertia.render('admin/location/Index', { locations: items, filters });
  });

  on(ROUTES.admin.locations.create, 'GET', async (_req, res) => {
    await res.inertia.render('admin/location/Create');
  });

  on(ROUTES.admin.locations.index, 'POST', async (req, res) => {
    const { id } = await createLocation(context, validate(locationSchema, req.body));
    flash(req, { success: 'Location created.' });
    res.redirect(urls.admin.locations.edit(id));
  });

  on(ROUTES.admin.locations.edit, 'GET', async (req, res) => {
    await res.inertia.render('admin/location/Edit', {
      location: adminLocationDetail(await findAdminLocation(context, recordId(req.params.id))),
    });
  });

  on(ROUTES.admin.locations.record, 'PUT', async (req, res) => {
    const id = recordId(req.params.id);
    await updateLocation(context, { id, values: validate(locationSchema, req.body) });
    flash(req, { success: 'Location saved.' });
    res.redirect(urls.admin.locations.edit(id));
  });

  router.use(softDeleteRoutes({ routes: ROUTES.admin.locations, model: db.location, now, noun: 'Location' }));
  return router;
}
