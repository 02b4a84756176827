import { Router } from 'express';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../common/audit.js';
import type { AppContext } from '../../context.js';
import { paginated } from '../../http/list-query.js';
import { auditEntryItem } from './presenter.js';
import { listAuditEntries } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

/** The audit log: read-only, so the only route is its list (SPEC §14). */
export function auditRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.admin.audit.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listAuditEntries(context, req.query);
    const { items, filters } = paginated(urls.admin.audit.index(), query, total, rows.map(auditEntryItem));
    await res.inertia.render('admin/audit/Index', {
      entries: items,
      filters,
      subjectTypes: AUDIT_SUBJECTS,
      actions: AUDIT_ACTIONS,
    });
  });
  return router;
}
