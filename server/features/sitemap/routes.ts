import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { SITEMAP_PATH, sitemapEntries, sitemapXml } from './sitemap.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

export function sitemapRoutes(context: AppContext): Router {
  const { now, config, keptReads } = context;
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.sitemap, 'GET', async (_req, res) => {
    const at = now();
    const entries = await keptReads.read(SITEMAP_PATH, at, () => sitemapEntries(context, at));
    res.type('application/xml; charset=utf-8').send(sitemapXml(entries, config.appUrl));
  });
  return router;
}
