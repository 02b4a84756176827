import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { paginated } from '../../http/list-query.js';
import { setPageHead } from '../../http/page-head.js';
import { scrollingList } from '../../http/scrolling-list.js';
import { readKey } from '../../content/kept-reads.js';
import { largestImageUrl } from '../../uploads/presenter.js';
import { eventPage, searchEvents } from './service.js';
import { eventData } from './structured-data.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function eventRoutes(context: AppContext): Router {
  const { now, config, keptReads } = context;
  const router = Router();
  const on = routesOn(router);
  on(ROUTES.events.index, 'GET', async (req, res) => {
    const at = now();
    const { items, filters, locations, tag } = await keptReads.read(
      readKey(urls.events.index(), req.query),
      at,
      async () => {
        const { query, total, rows, ...choices } = await searchEvents(context, { query: req.query, at });
        return { ...paginated(urls.events.index(), query, total, rows), ...choices };
      },
    );
    setPageHead(res, {
      title: 'Events',
      description: `Upcoming events of ${config.appName}: what, when and where, with tickets.`,
      canonical: urls.events.index(),
    });
    await res.inertia.render('event/Index', { events: scrollingList(items), filters, locations, tag });
  });
  on(ROUTES.events.show, 'GET', async (req, res) => {
    const found = await eventPage(context, { slug: req.params.slug, user: res.locals.user });
    if (!found) throw new HttpError(404);
    if ('movedTo' in found) return res.redirect(301, urls.events.show(encodeURIComponent(found.movedTo)));
    const { event } = found.page;
    const image = largestImageUrl(found.coverImage);
    setPageHead(res, {
      title: event.title,
      description: event.summary || `${event.title}: an event of ${config.appName}.`,
      canonical: urls.events.show(encodeURIComponent(event.slug)),
      image: image ? { url: image, alt: event.cover?.alt ?? '' } : null,
      structuredData: eventData(event, image, config),
    });
    await res.inertia.render('event/Show', found.page);
  });
  return router;
}
