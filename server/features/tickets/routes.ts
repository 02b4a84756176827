import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { backUrl, validate } from '../../http/validation.js';
import { guardedChild } from '../families/index.js';
import { answersField, checkedAnswers, eventQuestions } from '../questions/index.js';
import { visibleEventBySlug } from '../events/index.js';
import { cancelTicket, type CancelRefusal } from './cancel-ticket.js';
import { ticketPath } from './ticket-path.js';
import { childRefusalMessage, REFUSAL_MESSAGES } from './eligibility.js';
import { ownTicket } from './member-tickets.js';
import { takeTicket } from './take-ticket.js';
import { saveTicketAnswers, ticketAnswerForm } from './ticket-answers.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

const takeTicketSchema = z.strictObject({
  holder: z
    .number('Choose who the ticket is for.')
    .int('Choose who the ticket is for.')
    .positive('Choose who the ticket is for.')
    .optional(),
  answers: answersField,
});

const answersSchema = z.strictObject({ answers: answersField });

const CANCEL_REFUSALS: Record<CancelRefusal, string> = {
  started: 'The event has already started, so this ticket can no longer be cancelled.',
  'checked-in': 'This ticket has been used at the door, so it can no longer be cancelled.',
};

const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** A member's own tickets: take one for an event, see and print it, cancel it. The member comes from the session. */
export function ticketRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);

  // With `holder`, a guardian takes the ticket for their child: every rule is the child's (SPEC §10).
  on(ROUTES.events.takeTicket, 'POST', async (req, res) => {
    const input = validate(takeTicketSchema, req.body ?? {});
    const event = await visibleEventBySlug(context, String(req.params.slug));
    if (!event) throw new HttpError(404);
    const child =
      input.holder === undefined
        ? null
        : await guardedChild(context, { accountId: res.locals.user!.id, childId: input.holder });
    // Checked before the ticket is taken: a required question left empty refuses it and writes nothing.
    const answers = checkedAnswers(await eventQuestions(context, event.id), input.answers);
    const outcome = await takeTicket(context, { userId: child?.id ?? res.locals.user!.id, eventId: event.id, answers });
    if ('refused' in outcome) {
      flash(req, {
        error: child ? childRefusalMessage(outcome.refused, child.name) : REFUSAL_MESSAGES[outcome.refused],
      });
    } else {
      flash(req, {
        success: child
          ? `${child.name} has a ticket for ${event.title}. We also sent it to your e-mail address.`
          : `You have a ticket for ${event.title}. We also sent it to your e-mail address.`,
      });
    }
    res.redirect(eventPath(event.slug));
  });

  on(ROUTES.tickets.show, 'GET', async (req, res) => {
    const ticket = await ownTicket(context, { userId: res.locals.user!.id, ticketId: recordId(req.params.id) });
    if (!ticket) throw new HttpError(404);
    const answers = await ticketAnswerForm(context, { userId: res.locals.user!.id, ticketId: ticket.id });
    await res.inertia.render('ticket/Show', { ticket, answers });
  });

  on(ROUTES.tickets.answers, 'PUT', async (req, res) => {
    const id = recordId(req.params.id);
    const { answers } = validate(answersSchema, req.body ?? {});
    const outcome = await saveTicketAnswers(context, { userId: res.locals.user!.id, ticketId: id, answers });
    if (outcome === 'not-found') throw new HttpError(404);
    flash(
      req,
      outcome === 'started'
        ? { error: 'The event has started, so the answers can no longer be changed.' }
        : { success: 'Your answers are saved.' },
    );
    res.redirect(ticketPath(id));
  });

  on(ROUTES.tickets.show, 'DELETE', async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await cancelTicket(context, { userId: res.locals.user!.id, ticketId: id });
    if (outcome === 'not-found') throw new HttpError(404);
    flash(
      req,
      outcome === 'cancelled'
        ? { success: 'Your ticket is cancelled and its place is free again.' }
        : { error: CANCEL_REFUSALS[outcome] },
    );
    const back = backUrl(req, '/dashboard');
    res.redirect(back === ticketPath(id) ? '/dashboard' : back);
  });

  return router;
}
