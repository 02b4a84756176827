import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { createSeries } from './create.js';
import { adminSeries } from './present.js';
import { seriesSchema } from './schema.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

/** Repeating an event (events.manage): the series page lists a series' dates, or offers to make one. */
export function seriesRoutes(context: AppContext): Router {
  const { db } = context;
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.events.series, 'GET', async (req, res) => {
    const event = await db.event.findUnique({
      where: { id: recordId(req.params.id) },
      select: { id: true, title: true, startsAt: true, seriesId: true, status: true },
    });
    if (!event) throw new HttpError(404);
    await res.inertia.render('admin/event/Series', {
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        cancelled: event.status === 'cancelled',
      },
      series: await adminSeries(context, event.seriesId),
    });
  });

  on(ROUTES.admin.events.series, 'POST', async (req, res) => {
    const id = recordId(req.params.id);
    const rule = validate(seriesSchema, req.body ?? {});
    const created = await createSeries(context, { actor: actingUser(req, res), eventId: id, rule });
    flash(req, { success: `The series is made: ${created.length} more dates, each an event of its own.` });
    res.redirect(`/admin/events/${id}/series`);
  });

  return router;
}
