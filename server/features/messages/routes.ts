import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { recordId } from '../../http/params.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { findEvent } from '../events/index.js';
import { eventMessageSchema } from './schemas.js';
import { cancelScheduledMessage, releaseMessagesNow, scheduleMessage } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { urls } from '../../../common/routes/index.js';
import { routesOn } from '../../http/mount-routes.js';

/** Staff writing to an event's ticket holders from `admin/event/Show`, now or at a set time. */
export function eventMessageRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.events.messages, 'POST', async (req, res) => {
    const event = await findEvent(context, recordId(req.params.id));
    const input = validate(eventMessageSchema, req.body);
    const outcome = await scheduleMessage(context, { authorId: res.locals.user!.id, event, values: input });
    if ('error' in outcome) throw new ValidationFailed({ [outcome.error.field]: outcome.error.message });
    await releaseMessagesNow(context);
    const sendsNow = outcome.scheduled.sendAt.getTime() === now().getTime();
    flash(req, { success: sendsNow ? 'Message sent.' : 'Message scheduled.' });
    res.redirect(urls.admin.events.record(event.id));
  });

  on(ROUTES.admin.events.message, 'DELETE', async (req, res) => {
    const eventId = recordId(req.params.id);
    const cancelled = await cancelScheduledMessage(context, { eventId, messageId: recordId(req.params.messageId) });
    flash(
      req,
      cancelled ? { success: 'Scheduled message cancelled.' } : { error: 'That message has already gone out.' },
    );
    res.redirect(303, urls.admin.events.record(eventId));
  });

  return router;
}
