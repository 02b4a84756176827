import express, { Router, type Express } from 'express';
import { ROUTES } from '../common/routes/table.js';
import type session from 'express-session';
import type { AppContext } from './context.js';
import { adminHomeRoutes } from './features/admin/routes.js';
import { auditRoutes } from './features/audit/index.js';
import { authRoutes } from './features/auth/routes.js';
import { blogAdminRoutes } from './features/blog/admin-routes.js';
import { blogRoutes } from './features/blog/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { eventAdminRoutes } from './features/events/admin/routes.js';
import { questionRoutes } from './features/questions/index.js';
import { seriesRoutes } from './features/series/index.js';
import { waitingListAdminRoutes, waitingListRoutes } from './features/waiting-list/index.js';
import { calendarRoutes } from './features/events/calendar/index.js';
import { eventRoutes } from './features/events/routes.js';
import { guardianConsentRoutes } from './features/members/index.js';
import { healthRoutes } from './features/health/routes.js';
import { jobAdminRoutes } from './features/jobs/routes.js';
import { eventMessageRoutes } from './features/messages/index.js';
import { homeRoutes } from './features/home/routes.js';
import { adminLocationRoutes } from './features/locations/admin-routes.js';
import { locationRoutes } from './features/locations/routes.js';
import { permissionRoutes } from './features/permissions/routes.js';
import { postCodeRoutes } from './features/post-codes/routes.js';
import { roleRoutes } from './features/roles/routes.js';
import { scannerRoutes } from './features/scanner/routes.js';
import { doorInvitationRoutes } from './features/scanner/invitation-routes.js';
import { sitemapRoutes } from './features/sitemap/routes.js';
import { careRoutes } from './features/care/index.js';
import { familyRoutes } from './features/families/index.js';
import { settingsRoutes } from './features/settings/routes.js';
import { passkeyRoutes } from './features/passkeys/index.js';
import { ticketRoutes } from './features/tickets/routes.js';
import { userRoutes } from './features/users/routes.js';
import { loadCurrentUser } from './http/auth.js';
import { privateResponses } from './http/private-responses.js';
import { routesOn } from './http/mount-routes.js';
import { dispatchByPathBeginning } from './http/route-dispatch.js';
import { csrfProtection } from './http/csrf.js';
import { htmlDocument } from './http/document.js';
import { errorPages, notFound } from './http/errors.js';
import { bodyParsers } from './http/request-body.js';
import { cspNonce, securityHeaders } from './http/security-headers.js';
import { pathTargetsOnly } from './http/request-target.js';
import { createSessionStore, forgettingBrowserSessions, sessionMiddleware } from './http/session.js';
import { forgetSession, noteBrowserSessions, sessionRoutes, sessionSignedIn } from './features/sessions/index.js';
import { createRateLimit, limitRequests, memberOrClient } from './http/rate-limit.js';
import { sessionCarry } from './http/session-carry.js';
import { sharedProps } from './http/shared-props.js';
import { shuttingDownGuard, type ShutdownState } from './http/shutdown.js';
import { staticFiles } from './http/static-files.js';
import { compressResponses } from './http/compression.js';
import { validationErrorHandler } from './http/validation.js';
import { requestsInTurns } from './http/turns.js';
import { inertia } from '@agora/inertia-express';
import { jobHandlers } from './job-handlers.js';
import { BROADCASTING_AUTH_LIMIT, broadcastingAuthHandler } from './realtime/auth-route.js';
import { uploadedImages } from './uploads/static.js';

export interface AppOptions {
  /** Middleware placed before the static files, e.g. Vite's development server. */
  beforeStatic?: express.RequestHandler[];
  /** More routes (tests mount probes here) placed after the product's own. */
  extraRoutes?: Router[];
  shutdown?: ShutdownState;
  sessionStore?: session.Store;
}

const FEATURES = [
  homeRoutes,
  healthRoutes,
  authRoutes,
  dashboardRoutes,
  settingsRoutes,
  sessionRoutes,
  passkeyRoutes,
  guardianConsentRoutes,
  careRoutes,
  familyRoutes,
  eventRoutes,
  calendarRoutes,
  ticketRoutes,
  blogRoutes,
  sitemapRoutes,
  locationRoutes,
  adminHomeRoutes,
  scannerRoutes,
  doorInvitationRoutes,
  eventAdminRoutes,
  questionRoutes,
  waitingListRoutes,
  waitingListAdminRoutes,
  seriesRoutes,
  adminLocationRoutes,
  postCodeRoutes,
  permissionRoutes,
  roleRoutes,
  userRoutes,
  auditRoutes,
  blogAdminRoutes,
  jobAdminRoutes,
  eventMessageRoutes,
];

export function createApp(context: AppContext, options: AppOptions = {}): Express {
  const { config, db, logger, assets } = context;
  context.jobs.handle(jobHandlers(context));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');
  app.use(pathTargetsOnly);

  const store = forgettingBrowserSessions(
    options.sessionStore ??
      createSessionStore({
        db,
        redis: context.redis,
        redisPrefix: config.redisPrefix,
        now: context.now,
        keptReads: context.keptReads,
      }),
    (sid) => forgetSession(db, sid),
  );
  // Only development's inline preamble needs a nonce; the built client has no inline script.
  if (assets.devCsp) app.use(cspNonce);
  app.use(securityHeaders({ development: assets.devCsp, https: config.appUrl.startsWith('https:') }));
  app.use(compressResponses());
  app.use(...(options.beforeStatic ?? []), staticFiles(), uploadedImages(config.uploadDir));
  app.use([ROUTES.admin.events.scans.path, ROUTES.admin.events.scansSync.path], requestsInTurns());
  app.use(sessionMiddleware(config.sessionSecret, store));
  app.use(
    inertia({
      version: () => assets.version,
      document: htmlDocument(config, assets),
      shared: sharedProps(config.appName),
      carry: sessionCarry,
    }),
  );
  app.use(shuttingDownGuard(logger, options.shutdown));
  // After the session and Inertia, so a body the parsers refuse still gets the Error page it asked for.
  app.use(bodyParsers());
  app.use(loadCurrentUser(context));
  app.use(privateResponses);
  app.use(noteBrowserSessions(context));
  app.use(csrfProtection());

  const routers = FEATURES.map((feature) => feature(context));
  if (context.realtime) {
    const authorisations = createRateLimit(context, 'broadcasting-auth', BROADCASTING_AUTH_LIMIT);
    const realtimeRoutes = Router();
    routesOn(realtimeRoutes)(
      ROUTES.broadcastingAuth,
      'POST',
      limitRequests(authorisations, memberOrClient),
      broadcastingAuthHandler(context.realtime),
    );
    routers.push(realtimeRoutes);
    // A page left open keeps its private channels only while its session lasts.
    context.realtime.watchSessions((sid, userId) => sessionSignedIn(store, sid, userId));
  }
  app.use(dispatchByPathBeginning([...routers, ...(options.extraRoutes ?? [])]));

  app.use(notFound);
  app.use(validationErrorHandler, errorPages(logger));
  return app;
}
