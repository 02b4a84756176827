import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { recordId } from '../../http/params.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { findEvent } from '../events/index.js';
import { eventMessageSchema } from './schemas.js';
import { cancelScheduledMessage, releaseDueMessages, scheduleMessage } from './service.js';

const showUrl = (id: number) => `/admin/events/${id}`;

/** Staff writing to an event's ticket holders from `admin/event/Show`, now or at a set time. */
export function eventMessageRoutes(context: AppContext): Router {
  const { db, now } = context;
  const router = Router();
  const guard = requirePermission(PERMISSIONS.eventsManage);

  router.post('/admin/events/:id/messages', guard, async (req, res) => {
    const event = await findEvent(db, recordId(req.params.id));
    const input = validate(eventMessageSchema, req.body);
    const outcome = await scheduleMessage(db, res.locals.user!.id, event, input, now());
    if ('error' in outcome) throw new ValidationFailed({ sendAt: outcome.error });
    // A message for now goes out with this request's sweep instead of waiting for the next tick.
    await releaseDueMessages(context);
    const sendsNow = outcome.scheduled.sendAt.getTime() === now().getTime();
    flash(req, { success: sendsNow ? 'Message sent.' : 'Message scheduled.' });
    res.redirect(showUrl(event.id));
  });

  router.delete('/admin/events/:id/messages/:messageId', guard, async (req, res) => {
    const eventId = recordId(req.params.id);
    const cancelled = await cancelScheduledMessage(db, eventId, recordId(req.params.messageId));
    flash(
      req,
      cancelled ? { success: 'Scheduled message cancelled.' } : { error: 'That message has already gone out.' },
    );
    res.redirect(303, showUrl(eventId));
  });

  return router;
}
