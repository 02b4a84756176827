import { Router, type Response } from 'express';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../http/http-error.js';
import { tagAt } from '../../tags/index.js';
import { movedEventSlug } from '../service.js';
import { CALENDAR_CONTENT_TYPE, calendarFileName } from './attachment.js';
import { eventCalendarEntry, memberFeedEntries, publicFeedEntries } from './feeds.js';
import { buildCalendar, type CalendarSite } from './ics.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { routesOn } from '../../../http/mount-routes.js';

export const PUBLIC_FEED_PATH = '/events.ics';
export const eventCalendarPath = (slug: string) => `/events/${encodeURIComponent(slug)}/calendar.ics`;
export const memberFeedPath = (token: string) => `/calendar/${encodeURIComponent(token)}.ics`;

export const calendarSite = ({ config }: AppContext): CalendarSite => ({
  appName: config.appName,
  appUrl: config.appUrl,
  timeZone: config.timeZone,
});

/** A single event downloads as a file; feeds are read in place by calendar apps that subscribe to them. */
function sendCalendar(res: Response, ics: string, download?: string): void {
  if (download) res.attachment(download);
  else res.set('Content-Disposition', 'inline');
  res.set('Content-Type', CALENDAR_CONTENT_TYPE).set('Cache-Control', 'no-cache').send(ics);
}

/** Calendar files (RFC 5545): one event's, the public feed, and each member's private feed of their tickets. */
export function calendarRoutes(context: AppContext): Router {
  const { now, keptReads } = context;
  const site = calendarSite(context);
  const router = Router();
  const on = routesOn(router);

  // `?tag=slug`: the feed of one tag (SPEC §13), as the events list filters by it; an unknown tag is 404.
  on(ROUTES.events.feed, 'GET', async (req, res) => {
    const at = now();
    const slug = typeof req.query.tag === 'string' ? req.query.tag : '';
    const feed = await keptReads.read(`${PUBLIC_FEED_PATH}?tag=${slug}`, at, async () => {
      const tag = slug ? await tagAt(context, slug) : null;
      return slug && !tag ? null : { tag, entries: await publicFeedEntries(context, at, tag?.slug) };
    });
    if (!feed) throw new HttpError(404);
    const name = feed.tag ? `${site.appName} events: ${feed.tag.name}` : `${site.appName} events`;
    sendCalendar(res, buildCalendar(site, name, feed.entries, at));
  });

  on(ROUTES.events.calendar, 'GET', async (req, res) => {
    const entry = await eventCalendarEntry(context, req.params.slug);
    if (!entry) {
      // Like the event page: a link to a renamed event's file keeps working.
      const movedTo = await movedEventSlug(context, req.params.slug);
      if (!movedTo) throw new HttpError(404);
      return res.redirect(301, eventCalendarPath(movedTo));
    }
    sendCalendar(res, buildCalendar(site, entry.event.title, [entry], now()), calendarFileName(entry.event.slug));
  });

  on(ROUTES.memberCalendar, 'GET', async (req, res) => {
    const entries = await memberFeedEntries(context, req.params.token);
    if (!entries) throw new HttpError(404);
    sendCalendar(res, buildCalendar(site, `${site.appName}: my tickets`, entries, now()));
  });

  return router;
}
