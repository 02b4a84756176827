import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { permissionDetail, permissionSummary } from './presenter.js';
import { permissionSchema } from './schemas.js';
import {
  createPermission,
  deletePermission,
  ensureMayChangePermission,
  findPermission,
  listPermissions,
  updatePermission,
} from './service.js';

const BASE = '/admin/permissions';

export function permissionRoutes({ db, dbProvider, now }: AppContext): Router {
  const router = Router();
  const guard = requirePermission(PERMISSIONS.rolesManage);
  // Renaming or deleting a permission changes every role holding it: as sensitive as editing a role.
  const confirmed = requirePasswordConfirmation(now);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows } = await listPermissions(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(permissionSummary));
    await res.inertia.render('admin/permission/Index', { permissions: items, filters });
  });

  router.get(`${BASE}/create`, guard, async (_req, res) => {
    await res.inertia.render('admin/permission/Create');
  });

  router.post(BASE, guard, async (req, res) => {
    const permission = await createPermission(db, actingUser(req, res), validate(permissionSchema, req.body));
    flash(req, { success: 'Permission created.' });
    res.redirect(`${BASE}/${permission.id}`);
  });

  router.get(`${BASE}/:id`, guard, async (req, res) => {
    await res.inertia.render('admin/permission/Show', {
      permission: permissionDetail(await findPermission(db, recordId(req.params.id))),
    });
  });

  router.get(`${BASE}/:id/edit`, guard, confirmed, async (req, res) => {
    const permission = await findPermission(db, recordId(req.params.id));
    ensureMayChangePermission(res.locals.user!, permission.name);
    await res.inertia.render('admin/permission/Edit', { permission: permissionDetail(permission) });
  });

  router.put(`${BASE}/:id`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    await updatePermission(db, actingUser(req, res), id, validate(permissionSchema, req.body));
    flash(req, { success: 'Permission saved.' });
    res.redirect(`${BASE}/${id}`);
  });

  router.delete(`${BASE}/:id`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    if (await deletePermission(db, actingUser(req, res), id)) {
      flash(req, { success: 'Permission deleted.' });
      return res.redirect(BASE);
    }
    flash(req, { error: 'A built-in permission cannot be deleted.' });
    res.redirect(`${BASE}/${id}`);
  });

  return router;
}
