import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireAuth } from '../../http/auth.js';

export function settingsRoutes(_context: AppContext): Router {
  const router = Router();
  router.get('/settings/appearance', requireAuth, async (_req, res) => {
    await res.inertia.render('settings/Appearance');
  });
  return router;
}
