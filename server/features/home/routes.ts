import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { setPageHead } from '../../http/page-head.js';
import { blogFeedLink } from '../blog/index.js';
import { welcomeContent } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

export function homeRoutes(context: AppContext): Router {
  const { now, config, keptReads } = context;
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.home, 'GET', async (_req, res) => {
    setPageHead(res, {
      description: `${config.appName}: events, stories and places of our community.`,
      canonical: '/',
      feeds: [blogFeedLink(config.appName)],
    });
    const at = now();
    await res.inertia.render('Welcome', await keptReads.read('welcome', at, () => welcomeContent(context, at)));
  });
  return router;
}
