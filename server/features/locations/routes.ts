import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { paginated } from '../../http/list-query.js';
import { setPageHead } from '../../http/page-head.js';
import { readKey } from '../../content/kept-reads.js';
import { locationBySlug, searchPublishedLocations } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function locationRoutes(context: AppContext): Router {
  const { now, config, keptReads } = context;
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.locations.index, 'GET', async (req, res) => {
    const { items, filters, places } = await keptReads.read(
      readKey(urls.locations.index(), req.query),
      now(),
      async () => {
        const { query, total, rows, ...choices } = await searchPublishedLocations(context, req.query);
        return { ...paginated(urls.locations.index(), query, total, rows), ...choices };
      },
    );
    setPageHead(res, {
      title: 'Locations',
      description: `The places where ${config.appName} meets: addresses, maps and what is on.`,
      canonical: urls.locations.index(),
    });
    await res.inertia.render('location/Index', { locations: items, filters, places });
  });
  on(ROUTES.locations.show, 'GET', async (req, res) => {
    const at = now();
    const found = await keptReads.read(readKey(urls.locations.show(req.params.slug)), at, () =>
      locationBySlug(context, { at, slug: req.params.slug }),
    );
    if (!found) throw new HttpError(404);
    if ('movedTo' in found) return res.redirect(301, urls.locations.show(encodeURIComponent(found.movedTo)));
    const { location } = found;
    setPageHead(res, {
      title: location.name,
      // The description is HTML; the address is the plain sentence that always says where it is.
      description: `${location.name}, ${location.streetAddress}, ${location.postCode} ${location.placeName}: a location of ${config.appName}.`,
      canonical: urls.locations.show(encodeURIComponent(location.slug)),
    });
    await res.inertia.render('location/Show', { location });
  });
  return router;
}
