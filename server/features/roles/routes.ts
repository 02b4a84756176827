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

const BASE = '/admin/roles';

const DELETION_REFUSALS: Record<Exclude<RoleDeletion, 'deleted'>, string> = {
  'built-in': 'A built-in role cannot be deleted.',
  'holds-lacking': 'This role holds permissions you do not hold, so you cannot delete it.',
};

export function roleRoutes({ db, dbProvider, now }: AppContext): Router {
  const router = Router();
  const guard = requirePermission(PERMISSIONS.rolesManage);
  // A role's permissions decide what its members may do (SPEC §4): changes need a fresh password confirmation.
  const confirmed = requirePasswordConfirmation(now);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows } = await listRoles(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(roleSummary));
    await res.inertia.render('admin/role/Index', { roles: items, filters });
  });

  router.get(`${BASE}/create`, guard, confirmed, async (_req, res) => {
    await res.inertia.render('admin/role/Create', { permissionNames: await allPermissionNames(db) });
  });

  router.post(BASE, guard, confirmed, async (req, res) => {
    const role = await createRole(db, actingUser(req, res), validate(roleSchema, req.body));
    flash(req, { success: 'Role created.' });
    res.redirect(`${BASE}/${role.id}`);
  });

  router.get(`${BASE}/:id`, guard, async (req, res) => {
    await res.inertia.render('admin/role/Show', { role: roleDetail(await findRole(db, recordId(req.params.id))) });
  });

  router.get(`${BASE}/:id/edit`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const role = roleDetail(await findRole(db, id));
    await ensureMayEditRole(db, res.locals.user!, id);
    await res.inertia.render('admin/role/Edit', { role, permissionNames: await allPermissionNames(db) });
  });

  router.put(`${BASE}/:id`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    await updateRole(db, actingUser(req, res), id, validate(roleSchema, req.body));
    flash(req, { success: 'Role saved.' });
    res.redirect(`${BASE}/${id}`);
  });

  router.delete(`${BASE}/:id`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await deleteRole(db, actingUser(req, res), id);
    if (outcome === 'deleted') {
      flash(req, { success: 'Role deleted.' });
      return res.redirect(BASE);
    }
    flash(req, { error: DELETION_REFUSALS[outcome] });
    res.redirect(`${BASE}/${id}`);
  });

  return router;
}
