import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { softDeleteRoutes } from '../../http/trashed.js';
import { validate } from '../../http/validation.js';
import { adminLocationDetail, adminLocationSummary } from './admin-presenter.js';
import { createLocation, findAdminLocation, listAdminLocations, updateLocation } from './admin-service.js';
import { locationSchema } from './schemas.js';

const BASE = '/admin/locations';

export function adminLocationRoutes({ db, dbProvider, now }: AppContext): Router {
  const router = Router();
  const guard = requirePermission(PERMISSIONS.locationsManage);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows } = await listAdminLocations(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(adminLocationSummary));
    await res.inertia.render('admin/location/Index', { locations: items, filters });
  });

  router.get(`${BASE}/create`, guard, async (_req, res) => {
    await res.inertia.render('admin/location/Create');
  });

  router.post(BASE, guard, async (req, res) => {
    const { id } = await createLocation(db, validate(locationSchema, req.body));
    flash(req, { success: 'Location created.' });
    res.redirect(`${BASE}/${id}/edit`);
  });

  router.get(`${BASE}/:id/edit`, guard, async (req, res) => {
    await res.inertia.render('admin/location/Edit', {
      location: adminLocationDetail(await findAdminLocation(db, recordId(req.params.id))),
    });
  });

  router.put(`${BASE}/:id`, guard, async (req, res) => {
    const id = recordId(req.params.id);
    await updateLocation(db, id, validate(locationSchema, req.body));
    flash(req, { success: 'Location saved.' });
    res.redirect(`${BASE}/${id}/edit`);
  });

  router.use(softDeleteRoutes({ base: BASE, guard, model: db.location, now, noun: 'Location' }));
  return router;
}
