import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { backUrl, validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { visibleEventBySlug } from '../events/index.js';
import { guardedChild } from '../families/index.js';
import { childRefusalMessage, REFUSAL_MESSAGES } from '../tickets/index.js';
import { joinWaitingList, leaveWaitingList, type JoinOutcome } from './membership.js';
import { moveWaitingEntry, offerByHand } from './organiser.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

const moveSchema = z.strictObject({ direction: z.enum(['up', 'down'], 'Choose up or down.') });

const joinSchema = z.strictObject({
  holder: z
    .number('Choose who waits for a place.')
    .int('Choose who waits for a place.')
    .positive('Choose who waits for a place.')
    .optional(),
});

function joinMessage(
  outcome: JoinOutcome,
  eventTitle: string,
  child: string | null,
): { success: string } | { error: string } {
  const who = child ?? 'You';
  if (outcome === 'joined') {
    return {
      success: `${who} ${child ? 'is' : 'are'} on the waiting list for ${eventTitle}. We will write when a place is free.`,
    };
  }
  if (outcome === 'already-waiting') return { error: `${who} ${child ? 'is' : 'are'} already on the waiting list.` };
  if (outcome === 'places-free') return { error: 'Places are free at this event: take a ticket instead.' };
  return { error: child ? childRefusalMessage(outcome.refused, child) : REFUSAL_MESSAGES[outcome.refused] };
}

/** Joining a full event's waiting list (for oneself, or a guardian for a child) and leaving it, which declines an offer. */
export function waitingListRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.events.joinWaitingList, 'POST', async (req, res) => {
    const input = validate(joinSchema, req.body ?? {});
    const event = await visibleEventBySlug(context, String(req.params.slug));
    if (!event) throw new HttpError(404);
    const actorId = res.locals.user!.id;
    const child =
      input.holder === undefined ? null : await guardedChild(context, { accountId: actorId, childId: input.holder });
    const outcome = await joinWaitingList(context, { actorId, holderId: child?.id ?? actorId, eventId: event.id });
    flash(req, joinMessage(outcome, event.title, child?.name ?? null));
    res.redirect(`/events/${encodeURIComponent(event.slug)}`);
  });

  on(ROUTES.waitingList.leave, 'DELETE', async (req, res) => {
    const outcome = await leaveWaitingList(context, { userId: res.locals.user!.id, entryId: recordId(req.params.id) });
    if (outcome === 'not-found') throw new HttpError(404);
    flash(req, { success: 'Taken off the waiting list.' });
    res.redirect(backUrl(req, '/dashboard'));
  });

  return router;
}

/** The organisers' hand on the queue (events.manage): move someone up or down, offer someone a place now. */
export function waitingListAdminRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  const eventUrl = (id: number) => `/admin/events/${id}#waiting-list`;

  on(ROUTES.admin.events.waitingMove, 'POST', async (req, res) => {
    const { direction } = validate(moveSchema, req.body ?? {});
    const eventId = recordId(req.params.id);
    await moveWaitingEntry(context, { eventId, entryId: recordId(req.params.entryId), direction });
    res.redirect(eventUrl(eventId));
  });

  on(ROUTES.admin.events.waitingOffer, 'POST', async (req, res) => {
    const eventId = recordId(req.params.id);
    const outcome = await offerByHand(context, {
      actor: actingUser(req, res),
      eventId,
      entryId: recordId(req.params.entryId),
    });
    flash(
      req,
      outcome === 'offered'
        ? { success: 'The place is offered. We told them by e-mail and on any page they have open.' }
        : outcome === 'already-offered'
          ? { error: 'They already hold an offer.' }
          : { error: childRefusalMessage(outcome.refused, outcome.name) },
    );
    res.redirect(eventUrl(eventId));
  });

  return router;
}
