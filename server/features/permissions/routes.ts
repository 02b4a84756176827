import { Router } from 'express';
import type { AppContext } from '../../context.js';
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
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function permissionRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  // Creating, renaming or deleting a permission changes what roles may hold: as sensitive as editing a role.
  const confirmed = requirePasswordConfirmation(now);

  on(ROUTES.admin.permissions.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listPermissions(context, req.query);
    const { items, filters } = paginated(urls.admin.permissions.index(), query, total, rows.map(permissionSummary));
    await res.inertia.render('admin/permission/Index', { permissions: items, filters });
  });

  on(ROUTES.admin.permissions.create, 'GET', confirmed, async (_req, res) => {
    await res.inertia.render('admin/permission/Create');
  });

  on(ROUTES.admin.permissions.index, 'POST', confirmed, async (req, res) => {
    const permission = await createPermission(context, {
      actor: actingUser(req, res),
      values: validate(permissionSchema, req.body),
    });
    flash(req, { success: 'Permission created.' });
    res.redirect(urls.admin.permissions.record(permission.id));
  });

  on(ROUTES.admin.permissions.record, 'GET', async (req, res) => {
    await res.inertia.render('admin/permission/Show', {
      permission: permissionDetail(await findPermission(context, recordId(req.params.id))),
    });
  });

  on(ROUTES.admin.permissions.edit, 'GET', confirmed, async (req, res) => {
    const permission = await findPermission(context, recordId(req.params.id));
    ensureMayChangePermission(res.locals.user!, permission.name);
    await res.inertia.render('admin/permission/Edit', { permission: permissionDetail(permission) });
  });

  on(ROUTES.admin.permissions.record, 'PUT', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    await updatePermission(context, { actor: actingUser(req, res), id, values: validate(permissionSchema, req.body) });
    flash(req, { success: 'Permission saved.' });
    res.redirect(urls.admin.permissions.record(id));
  });

  on(ROUTES.admin.permissions.record, 'DELETE', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    if (await deletePermission(context, { actor: actingUser(req, res), id })) {
      flash(req, { success: 'Permission deleted.' });
      return res.redirect(urls.admin.permissions.index());
    }
    flash(req, { error: 'A built-in permission cannot be deleted.' });
    res.redirect(urls.admin.permissions.record(id));
  });

  return router;
}
