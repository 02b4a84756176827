// Door invitations (SPEC §11): an event manager makes a link for one event and a time window; whoever
// opens it scans at that door only, under their account or a name they type, until it closes.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { DoorJoinPageProps } from '../../../common/types/scanner.js';
import type { AppContext } from '../../context.js';
import { offerCsrfToken } from '../../http/csrf.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { createRateLimit, limitRequests, memberOrClient } from '../../http/rate-limit.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { regenerateSession } from '../auth/index.js';
import {
  createDoorInvitation,
  doorInvitationPath,
  openDoorInvitation,
  withdrawDoorInvitation,
  type OpenDoorInvitation,
} from './door-invitations.js';
import { doorInvitationSchema, doorVolunteerSchema } from './invitation-schemas.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

declare module 'express-session' {
  interface SessionData {
    /** The link of the invitation just created, shown once on the event's page (only its hash is kept). */
    newDoorInvitation?: { label: string; url: string };
  }
}

/** The link created by this browser's last request, once: reading it forgets it. */
export function takeNewDoorInvitation(req: Request): { label: string; url: string } | null {
  const created = req.session.newDoorInvitation ?? null;
  delete req.session.newDoorInvitation;
  return created;
}

/** Names typed at the door per browser: a volunteer types theirs once; a loop trying links is cut off. */
export const DOOR_JOIN_LIMIT = { points: 20, durationSeconds: 60 };

const scannerUrl = (eventId: number) => `/admin/events/${eventId}/scanner`;
const eventUrl = (eventId: number) => `/admin/events/${eventId}`;

const INVITATION_CLOSED = {
  reason: 'This door invitation has expired, was withdrawn or does not exist. Ask the event organiser for a new link.',
};

const EVENT_CLOSED = {
  cancelled: { reason: 'This event has been cancelled, so its door is closed: there is nothing to scan.' },
  draft: { reason: 'This event is not published, so its door is closed: ask the event organiser.' },
};

export function doorInvitationRoutes(context: AppContext): Router {
  const { config, db } = context;
  const router = Router();
  const on = routesOn(router);
  const joinLimit = limitRequests(createRateLimit(context, 'door-join', DOOR_JOIN_LIMIT), memberOrClient);

  async function findEvent(id: string | string[] | undefined) {
    const event = await db.event.findUnique({
      where: { id: recordId(id) },
      select: { id: true, title: true, status: true },
    });
    if (!event) throw new HttpError(404);
    return event;
  }

  on(ROUTES.admin.events.doorInvitations, 'POST', async (req, res) => {
    const event = await findEvent(req.params.id);
    const input = validate(doorInvitationSchema, req.body);
    const token = await createDoorInvitation(context, { actor: actingUser(req, res), event, values: input });
    // The origin the manager is using: they copy the link from this very page.
    const origin = `${req.protocol}://${req.get('host') ?? new URL(config.appUrl).host}`;
    req.session.newDoorInvitation = { label: input.label, url: `${origin}${doorInvitationPath(token)}` };
    flash(req, { success: 'Door invitation created. Copy its link now: it is shown only once.' });
    res.redirect(eventUrl(event.id));
  });

  on(ROUTES.admin.events.doorInvitation, 'DELETE', async (req, res) => {
    const event = await findEvent(req.params.id);
    const invitationId = recordId(req.params.invitationId);
    const withdrawn = await withdrawDoorInvitation(context, { actor: actingUser(req, res), event, invitationId });
    flash(req, withdrawn ? { success: 'Door invitation withdrawn.' } : { error: 'That invitation was not open.' });
    res.redirect(eventUrl(event.id));
  });

  async function invitation(req: Request): Promise<OpenDoorInvitation> {
    const token = String(req.params.token ?? '');
    const found = token.length <= 100 ? await openDoorInvitation(context, { token }) : null;
    if (!found) throw new HttpError(404, INVITATION_CLOSED);
    if (found.event.status !== 'published') throw new HttpError(404, EVENT_CLOSED[found.event.status]);
    return found;
  }

  /** Hands the browser a pass for the invitation's door; a guest's session starts afresh (against fixation). */
  async function admit(req: Request, opened: OpenDoorInvitation, name: string) {
    if (!req.session.userId) await regenerateSession(req);
    req.session.doorPass = { id: randomUUID(), invitationId: opened.id, eventId: opened.eventId, name };
  }

  on(ROUTES.doorInvitation, 'GET', joinLimit, offerCsrfToken(context), async (req, res) => {
    const opened = await invitation(req);
    const user = res.locals.user;
    if (user) {
      await admit(req, opened, user.name);
      return res.redirect(scannerUrl(opened.eventId));
    }
    await res.inertia.render('door/Join', {
      event: { title: opened.event.title, startsAt: opened.event.startsAt.toISOString() },
      closesAt: opened.closesAt.toISOString(),
    } satisfies DoorJoinPageProps);
  });

  on(ROUTES.doorInvitation, 'POST', joinLimit, async (req, res) => {
    const opened = await invitation(req);
    const { name } = validate(doorVolunteerSchema, req.body);
    await admit(req, opened, res.locals.user?.name ?? name);
    res.redirect(scannerUrl(opened.eventId));
  });

  return router;
}
