import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { createRateLimit, limitRequests, signedInMember } from '../../http/rate-limit.js';
import { routesOn } from '../../http/mount-routes.js';
import { ROUTES } from '../../../common/routes/table.js';
import { urls } from '../../../common/routes/index.js';
import { endBrowserSession, listBrowserSessions, signOutEverywhereElse } from './browser-sessions.js';
import { presentBrowserSession } from './presenter.js';

/** Ending sessions: a few clicks tidy a long list; a script cannot hammer the store. */
export const SESSION_ENDINGS_PER_MEMBER = { points: 20, durationSeconds: 60 };

const memberId = (res: Response) => res.locals.user!.id;

const ownSession = (req: Request, res: Response) => ({
  userId: memberId(res),
  currentSid: req.sessionID,
  store: req.sessionStore,
});

/** The member's own browser sessions: the member comes from the session, a session only from their own rows. */
export function sessionRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);
  const endings = createRateLimit(context, 'end-session', SESSION_ENDINGS_PER_MEMBER);
  // Whoever holds a stolen session must not sign its owner out of their own devices.
  const confirmed = requirePasswordConfirmation(context.now);

  on(ROUTES.settings.sessions, 'GET', async (req, res) => {
    const rows = await listBrowserSessions(context, {
      ...ownSession(req, res),
      sessionVersion: req.session.sessionVersion ?? 0,
    });
    await res.inertia.render('settings/Sessions', { sessions: rows.map(presentBrowserSession) });
  });

  on(ROUTES.settings.session, 'DELETE', limitRequests(endings, signedInMember), confirmed, async (req, res) => {
    const outcome = await endBrowserSession(context, { ...ownSession(req, res), id: req.params.session });
    // Another member's session and one that does not exist look the same: nothing tells them apart.
    if (outcome === 'not-found') throw new HttpError(404);
    if (outcome === 'current') {
      flash(req, { error: 'This is the device you are using: log out to end this session.' });
    } else {
      // The ended device's open pages must lose the member's private channels: every socket of the member
      // reconnects, and only sessions still signed in authorise theirs again.
      context.realtime?.dropMembers([memberId(res)]);
      flash(req, { success: 'That device is signed out.' });
    }
    res.redirect(urls.settings.sessions());
  });

  on(ROUTES.settings.sessions, 'DELETE', limitRequests(endings, signedInMember), confirmed, async (req, res) => {
    await signOutEverywhereElse(context, req, memberId(res));
    flash(req, { success: 'Every other device is signed out.' });
    res.redirect(urls.settings.sessions());
  });

  return router;
}
