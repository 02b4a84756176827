// The door scanner. The page is Inertia like every other; the scans are a small JSON API, because the
// scanner stays on one page and needs a verdict per scan in milliseconds (an Inertia visit would
// redirect and reload props for each code), and an offline queue syncs many scans in one request.
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type {
  DoorConflict,
  DoorConflictsFound,
  DoorFigures,
  DoorSearchResponse,
  ScannerPageProps,
  ScanResponse,
  SyncResponse,
} from '../../../common/types/scanner.js';
import type { EventCounters } from '../../../common/types/tickets.js';
import { channelName } from '../../../common/realtime/channels.js';
import { DOOR_CONFLICT_EVENT } from '../../../common/realtime/protocol.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { clientAddress, createRateLimit, limitRequests } from '../../http/rate-limit.js';
import { validate, ValidationFailed } from '../../http/validation.js';
import { readAfterWrite } from '../../db/read-after-write.js';
import { flushOutbox } from '../../jobs/outbox.js';
import { announceCheckIn, eventCounters, ticketKeys } from '../tickets/index.js';
import { recordAudit } from '../audit/index.js';
import { SCANNER_EVENT_SELECT, scannerEvent } from './presenter.js';
import { doorFigures, type DoorEvent } from './door-figures.js';
import { searchDoor } from './door-search.js';
import { doorSearchSchema, scanSchema, syncSchema } from './schemas.js';
import { doorScannerKey, requireDoorAccess, type DoorScanner } from './door-access.js';
import { contentTag, doorConflicts, doorList, type ConflictViewer } from './door-list.js';
import { checkIn, recentScans, type CheckInResult } from './service.js';
import { letOutAgainAt } from './offline-queue.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

/**
 * Scans per scanner member, or per invitation and address for volunteers (every scanner route
 * together; a sync counts each scan it carries). A busy door scans a ticket every second or two, and a
 * device back online syncs its queue in batches; 600 a minute (10 a second) is far above any real door
 * and its retries, yet stops a runaway or stolen device from hammering check-ins.
 */
export const SCAN_LIMIT = { points: 600, durationSeconds: 60 };

/**
 * The scans a sync carries, counted before validation (a batch too long is refused after, but still
 * counts); at least one, so a sync without scans counts as a request.
 */
const scansCarried = (req: Request): number => {
  const scans: unknown = (req.body as { scans?: unknown } | undefined)?.scans;
  return Array.isArray(scans) ? Math.max(1, scans.length) : 1;
};

/** The input, or null after answering 422 with the errors by field (JSON, for the scanner's fetch). */
function jsonInput<Schema extends z.ZodType>(schema: Schema, body: unknown, res: Response): z.infer<Schema> | null {
  // validate, as for the forms: an entrance name is shown to every scanner, so no bidi or control characters.
  try {
    return validate(schema, body);
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    res.status(422).json({ errors: error.errors });
    return null;
  }
}

export function scannerRoutes(context: AppContext): Router {
  const { config, db, realtime, now, keptReads } = context;
  const router = Router();
  const on = routesOn(router, { door: (anyOf) => requireDoorAccess(db, now, ...anyOf) });
  // SPEC §2: event managers and door staff (the `door` role holds only tickets.scan); SPEC §11: and
  // volunteers holding a door invitation for the event.
  const scans = createRateLimit(context, 'scans', SCAN_LIMIT);
  const scanLimit = limitRequests(scans, doorScannerKey);
  const syncLimit = limitRequests(scans, doorScannerKey, scansCarried);
  const scannerOf = (res: Response) => {
    const { scannerId, scannerName, invitationId, doorPass }: DoorScanner = res.locals.doorScanner!;
    return { scannerId, scannerName, invitationId, doorPass, careVisibleDays: config.careVisibleDays };
  };

  // Kept between scans: a busy door asks for the same event many times a second, and it rarely changes.
  async function findEvent(id: string | string[] | undefined) {
    const eventId = recordId(id);
    const event = await keptReads.read(`door event ${eventId}`, now(), () =>
      db.event.findUnique({ where: { id: eventId }, select: SCANNER_EVENT_SELECT }),
    );
    if (!event) throw new HttpError(404);
    return event;
  }

  // After a scan, its counters and door figures count every ticket of the event: scans that finish
  // together share one count, which still includes each of them (server/db/read-after-write.ts).
  const countsAfterScans = readAfterWrite<EventCounters>();
  const figuresAfterScans = readAfterWrite<DoorFigures>();
  const countersAfterScan = (eventId: number) =>
    countsAfterScans.read(String(eventId), () => eventCounters(context, eventId));
  const figuresAfterScan = (event: DoorEvent) =>
    figuresAfterScans.read(String(event.id), () => doorFigures(context, event));

  async function announced(result: CheckInResult, eventId: number) {
    const doorNotice = result.checkedIn?.doorNotice;
    if (doorNotice) await flushOutbox(context, [doorNotice]);
    const counters = await countersAfterScan(eventId);
    if (result.checkedIn) await announceCheckIn(context, { ticket: result.checkedIn, counters });
    return counters;
  }

  on(ROUTES.admin.events.scanner, 'GET', async (req, res) => {
    const event = await findEvent(req.params.id);
    await res.inertia.render('admin/event/Scanner', {
      event: scannerEvent(event),
      counters: await eventCounters(context, event.id),
      publicKeyBase64Url: (await ticketKeys(context)).publicKeyBase64Url,
      recentScans: await recentScans(context, event.id),
      door: await doorFigures(context, event),
      volunteer: res.locals.doorScanner!.scannerName,
    } satisfies ScannerPageProps);
  });

  // Check-in by name: a JSON search the scanner calls as the door person types.
  on(ROUTES.admin.events.doorSearch, 'GET', scanLimit, async (req, res) => {
    const event = await findEvent(req.params.id);
    const input = jsonInput(doorSearchSchema, req.query, res);
    if (!input) return;
    const body: DoorSearchResponse = {
      results: await searchDoor(context, { eventId: event.id, text: input.q }),
    };
    res.json(body);
  });

  on(ROUTES.admin.events.scans, 'POST', scanLimit, async (req, res) => {
    const event = await findEvent(req.params.id);
    const input = jsonInput(scanSchema, req.body, res);
    if (!input) return;
    const result = await checkIn(context, { ...input, eventId: event.id, door: event, ...scannerOf(res) });
    const body: ScanResponse = {
      verdict: result.verdict,
      scan: result.scan,
      counters: await announced(result, event.id),
      door: await figuresAfterScan(event),
    };
    res.json(body);
  });

  on(ROUTES.admin.events.scansSync, 'POST', syncLimit, async (req, res) => {
    const event = await findEvent(req.params.id);
    const input = jsonInput(syncSchema, req.body, res);
    if (!input) return;
    const results: SyncResponse['results'] = [];
    // In order, as they were scanned: the first of two offline scans of one ticket is the valid one.
    for (const [index, scan] of input.scans.entries()) {
      const result = await checkIn(context, {
        ...scan,
        eventId: event.id,
        door: event,
        offline: scan.admitted,
        refused: !scan.admitted,
        letOutAgainAt: letOutAgainAt(input.scans, index),
        ...scannerOf(res),
      });
      if (result.checkedIn) await announced(result, event.id);
      results.push({ clientScanId: scan.clientScanId, verdict: result.verdict, scan: result.scan });
    }
    const body: SyncResponse = {
      results,
      counters: await eventCounters(context, event.id),
      conflicts: await batchConflicts(event.id, results, res.locals.doorScanner!),
    };
    res.json(body);
  });

  /**
   * Conflicts this batch made (one of its scans found a ticket another device admitted offline): told to
   * the scanner that synced, and on the staff's channel to every scanner, where the device that made
   * the first admission finds it by its client scan id.
   */
  async function batchConflicts(eventId: number, results: SyncResponse['results'], viewer: ConflictViewer) {
    if (!results.some(({ verdict }) => verdict.outcome === 'already_checked_in')) return [];
    const batch = new Set(results.map((result) => result.clientScanId));
    const madeByBatch = (conflicts: DoorConflict[]) =>
      conflicts.filter(({ admissions }) => batch.has(admissions[1]?.clientScanId ?? ''));
    const conflicts = madeByBatch(await doorConflicts(context, eventId, viewer));
    if (conflicts.length > 0)
      realtime?.broadcast(channelName.adminEvent(eventId), DOOR_CONFLICT_EVENT, {
        conflicts: madeByBatch(await doorConflicts(context, eventId, null)),
      } satisfies DoorConflictsFound);
    return conflicts;
  }

  // The door list an offline scanner keeps (SPEC §11). The ETag lets a scanner refreshing it while
  // online get a 304 until a ticket changes; it is private to this browser and never stored by a cache.
  on(ROUTES.admin.events.doorList, 'GET', scanLimit, async (req, res) => {
    const event = await findEvent(req.params.id);
    const scanner = res.locals.doorScanner!;
    const list = await doorList(context, { event, careVisibleDays: config.careVisibleDays, viewer: scanner });
    const body = JSON.stringify(list);
    const tag = contentTag(body);
    res.set({ 'Cache-Control': 'private, no-cache', ETag: tag });
    // Compared here, not by Express: fetch adds `Cache-Control: no-cache` to every request carrying
    // If-None-Match, and Express then never answers 304.
    if (req.get('If-None-Match') === tag) return void res.status(304).end();
    // A bulk export of names, minors and care flags (SPEC §14); a 304 sent nothing, so it is not logged.
    await recordAudit(db, {
      actor: { id: scanner.scannerId, address: clientAddress(req) },
      action: 'door.list_downloaded',
      subject: { type: 'event', id: event.id, label: event.title },
      after: { rows: list.entries.length, invitationId: scanner.invitationId, volunteer: scanner.scannerName },
    });
    res.type('json').send(body);
  });

  return router;
}
