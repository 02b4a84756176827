import { Router, type Request, type RequestHandler, type Response } from 'express';
import { PERMISSIONS } from '../../../../common/permissions.js';
import { markdownPreview } from '../../../content/markdown-preview.js';
import type { AppContext } from '../../../context.js';
import { cancelTicketForOrganisers, type StaffCancelRefusal } from './ticket-cancellation.js';
import { resendTicketMail, ticketResends, type ResendRefusal } from './ticket-resend.js';
import { requirePasswordConfirmation } from '../../../http/password-confirmation.js';
import { can } from '../../../http/authorization.js';
import { flash } from '../../../http/flash.js';
import { paginated } from '../../../http/list-query.js';
import { recordId } from '../../../http/params.js';
import { backUrl, validate } from '../../../http/validation.js';
import { flushOutbox } from '../../../jobs/outbox.js';
import { imageUpload } from '../../../uploads/image-upload.js';
import { checkImage } from '../../../uploads/images.js';
import { actingUser } from '../../audit/index.js';
import { eventMessages } from '../../messages/index.js';
import { eventQuestions } from '../../questions/index.js';
import { doorInvitations, takeNewDoorInvitation } from '../../scanner/index.js';
import { announceCapacity, eventCounters } from '../../tickets/index.js';
import { asksForCare, eventCareSection, exportCare } from './attendee-care.js';
import { attendeePage, exportAttendees } from './attendee-list.js';
import { attendeesCsvName } from './attendees-csv.js';
import { offerFreedPlaces, waitingQueue } from '../../waiting-list/index.js';
import { announceCancellation } from './cancellation.js';
import { undoCheckIn } from './check-ins.js';
import { adminEventDetail, adminEventForm, adminEventSummary } from './presenter.js';
import { COVER_FIELD } from '../../../uploads/cover-image.js';
import { eventSchema } from './schemas.js';
import {
  applyToFollowing,
  checkFollowingCapacity,
  checkFollowingLocation,
  followingDates,
} from '../../series/index.js';
import { createDraft, findEvent, listEvents, locationChoices, updateEvent, type EventChange } from './service.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { routesOn } from '../../../http/mount-routes.js';
import { urls } from '../../../../common/routes/index.js';

/** How recent the password confirmation before an export with care information must be. */
const CARE_EXPORT_CONFIRMATION_MS = 5 * 60 * 1000;

const STAFF_CANCEL_REFUSALS: Record<StaffCancelRefusal, string> = {
  'not-active': 'This ticket is already cancelled.',
  'checked-in': 'This ticket was let in at the door: undo its check-in first.',
  over: 'This event is over: its tickets stay as they were.',
};

const RESEND_REFUSALS: Record<ResendRefusal, string> = {
  'not-active': 'This ticket is cancelled: there is nothing to send.',
  over: 'This event is over: there is nothing to send.',
};

/** The ticket an organiser acts on from the attendee list (`…/:id/…/:ticketId`), and who acts. */
const attendeeTicket = (req: Request<{ id: string; ticketId: string }>, res: Response) => ({
  actor: actingUser(req, res),
  eventId: recordId(req.params.id),
  ticketId: recordId(req.params.ticketId),
});

export function eventAdminRoutes(context: AppContext): Router {
  const { config, now } = context;
  const router = Router();
  const on = routesOn(router);
  // An export with care information takes health data off the site: the exporter confirms their password
  // for it (SPEC §12), not with one given hours ago for something else.
  const confirmedForCare = requirePasswordConfirmation(now, CARE_EXPORT_CONFIRMATION_MS);
  const careExportGuard: RequestHandler = (req, res, next) =>
    asksForCare(req.query) ? confirmedForCare(req, res, next) : next();

  on(ROUTES.admin.events.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listEvents(context, req.query);
    const { items, filters } = paginated(urls.admin.events.index(), query, total, rows.map(adminEventSummary));
    await res.inertia.render('admin/event/Index', {
      events: items,
      filters,
      canScan: can(res.locals.user, PERMISSIONS.ticketsScan),
    });
  });

  on(ROUTES.admin.events.index, 'POST', async (req, res) => {
    const id = await createDraft(context, actingUser(req, res));
    flash(req, { success: 'Draft event created.' });
    res.redirect(urls.admin.events.edit(id));
  });

  /**
   * After an edit: places the new rules free (a raised capacity, an event published again) are offered to
   * the people waiting; a capacity change updates the live counters; a cancellation, a new time or place,
   * and an event on again each tell its holders.
   */
  async function announceEventChange(eventId: number, change: EventChange) {
    await flushOutbox(context, change.outbox);
    if (change.placeRulesChanged) await offerFreedPlaces(context, eventId);
    if (change.capacityChanged) await announceCapacity(context, eventId);
    if (change.cancelled) await announceCancellation(context, eventId);
  }

  on(ROUTES.admin.events.preview, 'POST', markdownPreview);

  on(ROUTES.admin.events.record, 'GET', async (req, res) => {
    const event = await findEvent(context, recordId(req.params.id));
    const { query, total, rows, answers } = await attendeePage(context, { eventId: event.id, query: req.query });
    const { items, filters } = paginated(urls.admin.events.record(event.id), query, total, rows);
    const care = await eventCareSection(context, {
      actor: actingUser(req, res),
      event,
      ticketIds: rows.map((row) => row.ticketId),
      requested: asksForCare(req.query),
    });
    await res.inertia.render('admin/event/Show', {
      event: adminEventDetail(event),
      counters: await eventCounters(context, event.id),
      attendees: items,
      filters,
      questions: await eventQuestions(context, event.id),
      answers,
      canScan: can(res.locals.user, PERMISSIONS.ticketsScan),
      messages: await eventMessages(context, event.id),
      care,
      doorInvitations: await doorInvitations(context, event.id),
      newDoorInvitation: takeNewDoorInvitation(req),
      waitingList: await waitingQueue(context, { eventId: event.id, startsAt: event.startsAt }),
    });
  });

  on(ROUTES.admin.events.attendeesCsv, 'GET', careExportGuard, async (req, res) => {
    const event = await findEvent(context, recordId(req.params.id));
    const actor = actingUser(req, res);
    const readCare = asksForCare(req.query)
      ? (ticketIds: number[]) => exportCare(context, { actor, event, ticketIds })
      : undefined;
    const csv = await exportAttendees(context, { actor, event, query: req.query, readCare });
    if (csv === null) {
      flash(req, { error: `Care information is hidden ${config.careVisibleDays} days after the event.` });
      return res.redirect(urls.admin.events.record(event.id));
    }
    res.attachment(attendeesCsvName(event.slug)).type('text/csv; charset=utf-8').send(csv);
  });

  on(ROUTES.admin.events.edit, 'GET', async (req, res) => {
    const event = await findEvent(context, recordId(req.params.id));
    await res.inertia.render('admin/event/Edit', {
      laterDates: (await followingDates(context, event.id)).length,
      event: adminEventForm(event),
      locations: await locationChoices(context),
    });
  });

  on(ROUTES.admin.events.record, 'PUT', imageUpload(COVER_FIELD), async (req, res) => {
    const id = recordId(req.params.id);
    const input = validate(eventSchema, req.body);
    const cover = req.file ? await checkImage(req.file.buffer, COVER_FIELD) : undefined;
    // "This and the following dates" of a series: every later date must take the change before any is saved.
    const following = input.scope === 'following' ? await followingDates(context, id) : [];
    await checkFollowingCapacity(context, { dates: following, values: input });
    await checkFollowingLocation(context, { dates: following, values: input });
    // One instant for the edited date and the later ones, as one edit.
    const at = now();
    const actor = actingUser(req, res);
    const storeCover = cover && (() => cover.store(config.uploadDir));
    const change = await updateEvent(context, { actor, id, values: input, at, storeCover });
    const changes = [
      { id, change },
      ...(await applyToFollowing(context, {
        actor,
        editedId: id,
        values: input,
        dates: following,
        previousStatus: change.before.status,
        at,
      })),
    ];
    for (const { id: changedId, change: changed } of changes) await announceEventChange(changedId, changed);
    flash(req, {
      success:
        following.length > 0 ? `Event saved, with the ${following.length} later dates of its series.` : 'Event saved.',
    });
    res.redirect(urls.admin.events.edit(id));
  });

  on(ROUTES.admin.events.ticket, 'DELETE', async (req, res) => {
    const refusal = await cancelTicketForOrganisers(context, attendeeTicket(req, res));
    flash(
      req,
      refusal
        ? { error: STAFF_CANCEL_REFUSALS[refusal] }
        : { success: 'Ticket cancelled: its holder is told by e-mail.' },
    );
    res.redirect(backUrl(req, urls.admin.events.record(recordId(req.params.id))));
  });

  const resends = ticketResends(context);
  on(ROUTES.admin.events.ticketMail, 'POST', async (req, res) => {
    const outcome = await resendTicketMail(context, resends, attendeeTicket(req, res));
    flash(
      req,
      'refused' in outcome
        ? { error: RESEND_REFUSALS[outcome.refused] }
        : { success: `Ticket mail sent again to ${outcome.sentTo}.` },
    );
    res.redirect(backUrl(req, urls.admin.events.record(recordId(req.params.id))));
  });

  on(ROUTES.admin.events.checkIn, 'DELETE', async (req, res) => {
    const undone = await undoCheckIn(context, attendeeTicket(req, res));
    flash(
      req,
      undone
        ? { success: 'Check-in undone: the ticket can be scanned again.' }
        : { error: 'This ticket was not checked in.' },
    );
    res.redirect(backUrl(req, urls.admin.events.record(recordId(req.params.id))));
  });

  return router;
}
