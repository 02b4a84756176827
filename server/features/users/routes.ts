import { Router } from 'express';
import type { AppContext } from '../../context.js';
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
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function userRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  router.use(emailChangeRoutes(context));
  // Editing a member (their roles above all) is sensitive: the admin confirms their password first.
  const confirmed = requirePasswordConfirmation(now);

  on(ROUTES.admin.users.index, 'GET', async (req, res) => {
    const { query, total, rows, roles } = await listUsers(context, req.query);
    const { items, filters } = paginated(urls.admin.users.index(), query, total, rows.map(userSummary));
    await res.inertia.render('admin/user/Index', { users: items, filters, roles });
  });

  on(ROUTES.admin.users.record, 'GET', async (req, res) => {
    await res.inertia.render('admin/user/Show', {
      user: userDetail(await findUser(context, recordId(req.params.id)), now()),
    });
  });

  on(ROUTES.admin.users.edit, 'GET', confirmed, async (req, res) => {
    const member = await findUser(context, recordId(req.params.id));
    await ensureMayEditMember(context, { actor: res.locals.user!, roles: member.roles.map(({ role }) => role.name) });
    const roles = await roleNames(context);
    const lockedRoles = await rolesBeyond(context, { actor: res.locals.user!, names: roles });
    await res.inertia.render('admin/user/Edit', { user: userDetail(member, now()), roles, lockedRoles });
  });

  on(ROUTES.admin.users.record, 'PUT', confirmed, async (req, res) => {
    const id = recordId(req.params.id);
    const { emailPending } = await updateUser(context, {
      actor: actingUser(req, res),
      id,
      values: validate(userUpdateSchema(now()), req.body),
    });
    flash(req, {
      success: emailPending
        ? 'Member saved. The new e-mail address takes effect once the member confirms it from the link sent there.'
        : 'Member saved.',
    });
    res.redirect(urls.admin.users.record(id));
  });

  return router;
}
