import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { welcomeContent } from './service.js';

export function homeRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    await res.inertia.render('Welcome', await welcomeContent(db, now()));
  });
  return router;
}
