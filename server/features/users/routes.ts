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
import { userDetail, userSummary } from './presenter.js';
import { emailChangeRoutes } from './email-change-routes.js';
import { ensureMayEditMember, rolesBeyond } from './role-changes.js';
import { userUpdateSchema } from './schemas.js';
import { findUser, listUsers, roleNames, updateUser } from './service.js';

const BASE = '/admin/users';

export function userRoutes(context: AppContext): Router {
  const { db, dbProvider, now } = context;
  const router = Router();
  router.use(emailChangeRoutes(context));
  const guard = requirePermission(PERMISSIONS.usersManage);
  // Editing a member (their roles above all) is sensitive: the admin confirms their password first.
  const confirmed = requirePasswordConfirmation(now);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows, roles } = await listUsers(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(userSummary));
    await res.inertia.render('admin/user/Index', { users: items, filters, roles });
  });

  router.get(`${BASE}/:id`, guard, async (req, res) => {
    await res.inertia.render('admin/user/Show', {
      user: userDetail(await findUser(db, recordId(req.params.id)), now()),
    });
  });

  router.get(`${BASE}/:id/edit`, guard, confirmed, async (req, res) => {
    const member = await findUser(db, recordId(req.params.id));
    await ensureMayEditMember(
      db,
      res.locals.user!,
      member.roles.map(({ role }) => role.name),
    );
    const roles = await roleNames(db);
    const lockedRoles = await rolesBeyond(db, res.locals.user!, roles);
    await res.inertia.render('admin/user/Edit', { user: userDetail(member, now()), roles, lockedRoles });
  });

  router.put(`${BASE}/:id`, guard, confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const { emailPending } = await updateUser(context, actingUser(req, res), id, validate(userUpdateSchema, req.body));
    flash(req, {
      success: emailPending
        ? 'Member saved. The new e-mail address takes effect once the member confirms it from the link sent there.'
        : 'Member saved.',
    });
    res.redirect(`${BASE}/${id}`);
  });

  return router;
}
