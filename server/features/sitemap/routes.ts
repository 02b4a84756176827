import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { SITEMAP_PATH, sitemapEntries, sitemapXml } from './sitemap.js';

export function sitemapRoutes({ db, now, config }: AppContext): Router {
  const router = Router();
  router.get(SITEMAP_PATH, async (_req, res) => {
    res.type('application/xml; charset=utf-8').send(sitemapXml(await sitemapEntries(db, now()), config.appUrl));
  });
  return router;
}
