import { Router } from 'express';
import { PERMISSIONS } from '../../../resources/lib/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { validate } from '../../http/validation.js';
import { roleDetail, roleSummary } from './presenter.js';
import { roleSchema } from './schemas.js';
import { allPermissionNames, createRole, deleteRole, findRole, listRoles, updateRole } from './service.js';

const BASE = '/admin/roles';

export function roleRoutes({ db, dbProvider }: AppContext): Router {
  const router = Router();
  const guard = requirePermission(PERMISSIONS.rolesManage);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows } = await listRoles(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(roleSummary));
    await res.inertia.render('admin/role/Index', { roles: items, filters });
  });

  router.get(`${BASE}/create`, guard, async (_req, res) => {
    await res.inertia.render('admin/role/Create', { permissionNames: await allPermissionNames(db) });
  });

  router.post(BASE, guard, async (req, res) => {
    const role = await createRole(db, validate(roleSchema, req.body));
    flash(req, { success: 'Role created.' });
    res.redirect(`${BASE}/${role.id}`);
  });

  router.get(`${BASE}/:id`, guard, async (req, res) => {
    await res.inertia.render('admin/role/Show', { role: roleDetail(await findRole(db, recordId(req.params.id))) });
  });

  router.get(`${BASE}/:id/edit`, guard, async (req, res) => {
    const role = roleDetail(await findRole(db, recordId(req.params.id)));
    await res.inertia.render('admin/role/Edit', { role, permissionNames: await allPermissionNames(db) });
  });

  router.put(`${BASE}/:id`, guard, async (req, res) => {
    const id = recordId(req.params.id);
    await updateRole(db, id, validate(roleSchema, req.body));
    flash(req, { success: 'Role saved.' });
    res.redirect(`${BASE}/${id}`);
  });

  router.delete(`${BASE}/:id`, guard, async (req, res) => {
    const id = recordId(req.params.id);
    if (await deleteRole(db, id)) {
      flash(req, { success: 'Role deleted.' });
      return res.redirect(BASE);
    }
    flash(req, { error: 'A built-in role cannot be deleted.' });
    res.redirect(`${BASE}/${id}`);
  });

  return router;
}
