import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { roleDetail, roleSummary } from './presenter.js';
import { roleSchema } from './schemas.js';
import {
  allPermissionNames,
  createRole,
  deleteRole,
  ensureMayEditRole,
  findRole,
  listRoles,
  updateRole,
  type RoleDeletion,
} from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const DELETION_REFUSALS: Record<Exclude<RoleDeletion, 'deleted'>, string> = {
  'built-in': 'A built-in role cannot be deleted.',
  'holds-lacking': 'This role holds permissions you do not hold, so you cannot delete it.',
};

export function roleRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  // A role's permissions decide what its members may do (SPEC §4): changes need a fresh password confirmation.
  const confirmed = requirePasswordConfirmation(now);

  on(ROUTES.admin.roles.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listRoles(context, req.query);
    const { items, filters } = paginated(urls.admin.roles.index(), query, total, rows.map(roleSummary));
    await res.inertia.render('admin/role/Index', { roles: items, filters });
  });

  on(ROUTES.admin.roles.create, 'GET', confirmed, async (_req, res) => {
    await res.inertia.render('admin/role/Create', { permissionNames: await allPermissionNames(context) });
  });

  on(ROUTES.admin.roles.index, 'POST', confirmed, async (req, res) => {
    const role = await createRole(context, { actor: actingUser(req, res), values: validate(roleSchema, req.body) });
    flash(req, { success: 'Role created.' });
    res.redirect(urls.admin.roles.record(role.id));
  });

  on(ROUTES.admin.roles.record, 'GET', async (req, res) => {
    await res.inertia.render('admin/role/Show', { role: roleDetail(await findRole(context, recordId(req.params.id))) });
  });

  on(ROUTES.admin.roles.edit, 'GET', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const role = roleDetail(await findRole(context, id));
    await ensureMayEditRole(context, { actor: res.locals.user!, id });
    await res.inertia.render('admin/role/Edit', { role, permissionNames: await allPermissionNames(context) });
  });

  on(ROUTES.admin.roles.record, 'PUT', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    await updateRole(context, { actor: actingUser(req, res), id, values: validate(roleSchema, req.body) });
    flash(req, { success: 'Role saved.' });
    res.redirect(urls.admin.roles.record(id));
  });

  on(ROUTES.admin.roles.record, 'DELETE', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await deleteRole(context, { actor: actingUser(req, res), id });
    if (outcome === 'deleted') {
      flash(req, { success: 'Role deleted.' });
      return res.redirect(urls.admin.roles.index());
    }
    flash(req, { error: DELETION_REFUSALS[outcome] });
    res.redirect(urls.admin.roles.record(id));
  });

  return router;
}
