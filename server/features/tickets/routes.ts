import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireVerified } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { backUrl } from '../../http/validation.js';
import { visibleEventBySlug } from '../events/service.js';
import { cancelTicket } from './cancel-ticket.js';
import { ticketPath } from './confirmation-mail.js';
import { REFUSAL_MESSAGES } from './eligibility.js';
import { ownTicket } from './member-tickets.js';
import { takeTicket } from './take-ticket.js';

const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** A member's own tickets: take one for an event, see and print it, cancel it. The member comes from the session. */
export function ticketRoutes(context: AppContext): Router {
  const { db, now } = context;
  const router = Router();

  router.post('/events/:slug/tickets', requireVerified, async (req, res) => {
    const event = await visibleEventBySlug(db, String(req.params.slug));
    if (!event) throw new HttpError(404);
    const outcome = await takeTicket(context, res.locals.user!.id, event.id);
    flash(
      req,
      'refused' in outcome
        ? { error: REFUSAL_MESSAGES[outcome.refused] }
        : { success: `You have a ticket for ${event.title}. We also sent it to your e-mail address.` },
    );
    res.redirect(eventPath(event.slug));
  });

  router.get('/tickets/:id', requireVerified, async (req, res) => {
    const ticket = await ownTicket(db, res.locals.user!.id, recordId(req.params.id), now());
    if (!ticket) throw new HttpError(404);
    await res.inertia.render('ticket/Show', { ticket });
  });

  router.delete('/tickets/:id', requireVerified, async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await cancelTicket(context, res.locals.user!.id, id);
    if (outcome === 'not-found') throw new HttpError(404);
    flash(
      req,
      outcome === 'started'
        ? { error: 'The event has already started, so this ticket can no longer be cancelled.' }
        : { success: 'Your ticket is cancelled and its place is free again.' },
    );
    const back = backUrl(req, '/dashboard');
    res.redirect(back === ticketPath(id) ? '/dashboard' : back);
  });

  return router;
}
