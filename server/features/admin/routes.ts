import { Router } from 'express';
import { BUILT_IN_PERMISSIONS } from '../../../resources/lib/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';

/** `/admin`: the administration's front page, for anyone holding a permission that opens an admin section. */
export function adminHomeRoutes(_context: AppContext): Router {
  const router = Router();
  router.get('/admin', requirePermission(...BUILT_IN_PERMISSIONS), async (_req, res) => {
    await res.inertia.render('admin/Dashboard');
  });
  return router;
}
