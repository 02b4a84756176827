import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { SITEMAP_PATH, sitemapEntries, sitemapXml } from './sitemap.js';

export function sitemapRoutes({ db, now, config, keptReads }: AppContext): Router {
  const router = Router();
  router.get(SITEMAP_PATH, async (_req, res) => {
    const at = now();
    const entries = await keptReads.read(SITEMAP_PATH, at, () => sitemapEntries(db, at));
    res.type('application/xml; charset=utf-8').send(sitemapXml(entries, config.appUrl));
  });
  return router;
}
