import { Router } from 'express';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../common/audit.js';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { paginated } from '../../http/list-query.js';
import { auditEntryItem } from './presenter.js';
import { listAuditEntries } from './service.js';

const BASE = '/admin/audit';

/** The audit log: read-only, so the only route is its list (SPEC §14). */
export function auditRoutes({ db, dbProvider }: AppContext): Router {
  const router = Router();
  router.get(BASE, requirePermission(PERMISSIONS.auditView), async (req, res) => {
    const { query, total, rows } = await listAuditEntries(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(auditEntryItem));
    await res.inertia.render('admin/audit/Index', {
      entries: items,
      filters,
      subjectTypes: AUDIT_SUBJECTS,
      actions: AUDIT_ACTIONS,
    });
  });
  return router;
}
