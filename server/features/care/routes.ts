import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { careSchema } from './schemas.js';
import { careOf, saveCareInfo } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

const CARE_URL = '/settings/care';

/** The member's own care information; the id comes from the session, never the URL. */
export function careRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.settings.care, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Care', { care: await careOf(context, res.locals.user!.id) });
  });

  on(ROUTES.settings.care, 'PUT', async (req, res) => {
    const input = validate(careSchema, req.body);
    const actor = actingUser(req, res);
    await saveCareInfo(context, { actor, userId: actor.id, values: input });
    flash(req, { success: 'Care information saved.' });
    res.redirect(CARE_URL);
  });

  return router;
}
