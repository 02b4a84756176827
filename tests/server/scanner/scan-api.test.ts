import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_SYNC_BATCH,
  type ScannerPageProps,
  type ScanResponse,
  type SyncResponse,
} from '../../../common/types/scanner.js';
import { ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { createRoleWith } from '../../support/factories.js';
import { pageAt, signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { SCAN_LIMIT } from '../../../server/features/scanner/routes.js';
import { createEvent, createTicket, doorScanner, madeUpBatch, postScan, scanUrl, syncUrl } from './support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { db } = testApp.context;

const door = await doorScanner(testApp, 'Sam Door');
const logCount = (eventId: number) => db.checkIn.count({ where: { eventId } });

describe('two scanners, one ticket', () => {
  it('admits it exactly once when 20 scans of one code arrive at the same instant', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    const scanners = [door];
    for (const name of ['Door 1', 'Door 2', 'Door 3']) scanners.push(await doorScanner(testApp, name));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postScan(scanners[index % scanners.length]!.agent, scanUrl(event.id), { code: ticket.code }),
      ),
    );
    const outcomes = responses.map((response) => (response.body as ScanResponse).verdict.outcome);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(outcomes.filter((outcome) => outcome === 'valid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(19);
    expect(await logCount(event.id)).toBe(20);
    expect(await db.checkIn.count({ where: { eventId: event.id, outcome: 'valid' } })).toBe(1);
  });
});

describe('many scanners, many tickets', () => {
  // Scans that finish together share one count of the event's tickets; each answer still counts its own
  // scan. Each scan names its own entrance, so its answer shows whether the count ran after it.
  it('answers every scan with counters and door figures that include it', async () => {
    const event = await createEvent(db);
    const tickets = await Promise.all(Array.from({ length: 20 }, () => createTicket(db, event.id)));
    const scanners = [door];
    for (const name of ['Door 4', 'Door 5', 'Door 6']) scanners.push(await doorScanner(testApp, name));
    const responses = await Promise.all(
      tickets.map((ticket, index) =>
        postScan(scanners[index % scanners.length]!.agent, scanUrl(event.id), {
          code: ticket.code,
          entrance: `Gate ${index}`,
        }),
      ),
    );
    const bodies = responses.map((response) => response.body as ScanResponse);
    expect(bodies.map((body) => body.verdict.outcome)).toEqual(Array(20).fill('valid'));
    for (const [index, body] of bodies.entries()) {
      expect(body.door.entrances, `scan ${index}`).toContainEqual({ name: `Gate ${index}`, admitted: 1 });
      expect(body.counters.checkedIn).toBeGreaterThanOrEqual(1);
    }
    expect(Math.max(...bodies.map((body) => body.counters.checkedIn))).toBe(20);
    expect(Math.max(...bodies.map((body) => body.door.entrances.length))).toBe(20);
  });
});

describe('syncing an offline queue', () => {
  it('judges the scans in order and answers a sync sent twice from the log', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Ada Lovelace' });
    const scans = [
      { code: ticket.code, clientScanId: crypto.randomUUID(), scannedAt: new Date(Date.now() - 120_000).toISOString() },
      { code: ticket.code, clientScanId: crypto.randomUUID(), scannedAt: new Date(Date.now() - 60_000).toISOString() },
      { code: 'not a ticket', clientScanId: crypto.randomUUID() },
    ];
    const first = (await postScan(door.agent, syncUrl(event.id), { scans }).expect(200)).body as SyncResponse;
    expect(first.results.map((result) => [result.clientScanId, result.verdict.outcome])).toEqual([
      [scans[0]!.clientScanId, 'valid'],
      [scans[1]!.clientScanId, 'already_checked_in'],
      [scans[2]!.clientScanId, 'unknown'],
    ]);
    expect(first.counters.checkedIn).toBe(1);
    const again = (await postScan(door.agent, syncUrl(event.id), { scans }).expect(200)).body as SyncResponse;
    expect(again.results).toEqual(first.results);
    expect(await logCount(event.id)).toBe(3);
  });

  it('reports a scan accepted offline that another scanner checked in meanwhile, with when and by whom', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    const other = await doorScanner(testApp, 'Kim Entrance');
    await postScan(other.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    const { results } = (
      await postScan(door.agent, syncUrl(event.id), {
        scans: [{ code: ticket.code, clientScanId: crypto.randomUUID() }],
      }).expect(200)
    ).body as SyncResponse;
    expect(results[0]!.verdict).toMatchObject({ outcome: 'already_checked_in', checkedInBy: 'Kim Entrance' });
  });

  it('lets nobody in or out for a scan the device refused offline, and tells no guardian', async () => {
    const event = await createEvent(db, { title: 'Refusal Night' });
    const ticket = await createTicket(db, event.id, { name: 'Rita Refused', birthDate: new Date('2015-01-01') });
    const parent = await db.user.create({
      data: { name: 'Ria Parent', email: `refused-${Date.now()}@example.test`, passwordHash: '!' },
    });
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        accountId: parent.id,
        doorNotices: true,
        name: 'Ria Parent',
        email: parent.email,
        phone: '+31612345671',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code, direction: 'exit' }).expect(200);
    // A device whose door list still had her inside refused her coming back, and syncs that later.
    const offline = await doorScanner(testApp, 'Stale Door');
    const refused = { code: ticket.code, clientScanId: crypto.randomUUID(), entrance: 'Back door', admitted: false };
    const answer = (await postScan(offline.agent, syncUrl(event.id), { scans: [refused] }).expect(200))
      .body as SyncResponse;
    expect(answer.results[0]!.verdict).toMatchObject({ outcome: 'already_checked_in', attendeeName: 'Rita Refused' });
    expect(answer.counters).toMatchObject({ checkedIn: 1, inside: 0 });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ inside: false });
    const logs = await db.checkIn.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    expect(logs.map(({ direction, outcome, offline }) => [direction, outcome, offline])).toEqual([
      ['entry', 'valid', false],
      ['exit', 'valid', false],
      ['entry', 'already_checked_in', false],
    ]);
    // Nobody came through the back door.
    const page = (await postScan(door.agent, scanUrl(event.id), { code: 'not a ticket' }).expect(200))
      .body as ScanResponse;
    expect(page.door.entrances).toEqual([{ name: null, admitted: 1 }]);
    await testApp.runJobs();
    expect((await testApp.mailTo(parent.email)).map((mail) => mail.subject).sort()).toEqual([
      'Rita Refused is checked in to Refusal Night',
      'Rita Refused is checked out of Refusal Night',
    ]);
  });
});

describe('the scan limit', () => {
  it('counts every scan a sync carries, so batching cannot multiply it', async () => {
    const event = await createEvent(db);
    const busy = await doorScanner(testApp, 'Busy Door');
    for (let sent = 0; sent < SCAN_LIMIT.points; sent += MAX_SYNC_BATCH)
      await postScan(busy.agent, syncUrl(event.id), madeUpBatch()).expect(200);
    await postScan(busy.agent, scanUrl(event.id), { code: 'one more' }).expect(429);
    await postScan(busy.agent, syncUrl(event.id), madeUpBatch()).expect(429);
    expect(await logCount(event.id)).toBe(SCAN_LIMIT.points);
  });
});

describe('bad input', () => {
  const cases: [string, (eventId: number) => string, object, string][] = [
    ['no code', scanUrl, {}, 'code'],
    ['an empty code', scanUrl, { code: '   ' }, 'code'],
    ['a code too long to be anything', scanUrl, { code: 'x'.repeat(2001) }, 'code'],
    ['a client scan id that is not a UUID', scanUrl, { code: 'abc', clientScanId: 'one' }, 'clientScanId'],
    ['a scan time that is not a time', scanUrl, { code: 'abc', scannedAt: 'yesterday' }, 'scannedAt'],
    ['an unexpected field', scanUrl, { code: 'abc', eventId: 3 }, 'eventId'],
    ['an entrance with a right-to-left override', scanUrl, { code: 'abc', entrance: 'Main\u202E door' }, 'entrance'],
    [
      'a queued entrance with a control character',
      syncUrl,
      { scans: [{ code: 'abc', clientScanId: crypto.randomUUID(), entrance: 'Gate\u0007' }] },
      'scans.0.entrance',
    ],
    ['an empty queue', syncUrl, { scans: [] }, 'scans'],
    ['a queued scan without its id', syncUrl, { scans: [{ code: 'abc' }] }, 'scans.0.clientScanId'],
    [
      'a queue over the batch size',
      syncUrl,
      { scans: Array.from({ length: MAX_SYNC_BATCH + 1 }, () => ({ code: 'a', clientScanId: crypto.randomUUID() })) },
      'scans',
    ],
  ];
  it.each(cases)('refuses %s with a 422 naming the field, logging nothing', async (_label, url, body, field) => {
    const event = await createEvent(db);
    const response = await postScan(door.agent, url(event.id), body).expect(422);
    expect(response.type).toBe('application/json');
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await logCount(event.id)).toBe(0);
  });

  it('answers 404 for an event that does not exist', async () => {
    await postScan(door.agent, scanUrl(999_999), { code: 'abc' }).expect(404);
  });
});

describe('who may scan', () => {
  it('refuses a member without tickets.scan (403) and logs nothing', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    const member = await signedIn(testApp);
    await postScan(member.agent, scanUrl(event.id), { code: ticket.code }).expect(403);
    await postScan(member.agent, syncUrl(event.id), {
      scans: [{ code: ticket.code, clientScanId: crypto.randomUUID() }],
    }).expect(403);
    await member.agent.get(`/admin/events/${event.id}/scanner`).expect(403);
    expect(await logCount(event.id)).toBe(0);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).checkedInAt).toBeNull();
  });

  it('sends a guest to log in', async () => {
    const event = await createEvent(db);
    await request(testApp.app).get(`/admin/events/${event.id}/scanner`).expect(302).expect('Location', '/login');
  });

  it('refuses a scan without the CSRF token (419) and logs nothing', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    await door.agent.post(scanUrl(event.id)).send({ code: ticket.code }).expect(419);
    expect(await logCount(event.id)).toBe(0);
  });

  it('lets an event manager scan too', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    await createRoleWith(db, 'events-only', ['events.manage']);
    const manager = await signedIn(testApp, { roles: ['events-only'] });
    const body = (await postScan(manager.agent, scanUrl(event.id), { code: ticket.code }).expect(200))
      .body as ScanResponse;
    expect(body.verdict.outcome).toBe('valid');
  });
});

describe('the scanner page', () => {
  it('gives door staff the event, its counters, the recent scans and the public key only', async () => {
    const event = await createEvent(db, { title: 'Open Evening', capacity: 50 });
    const ticket = await createTicket(db, event.id, { name: 'Ada Lovelace' });
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    await postScan(door.agent, scanUrl(event.id), { code: 'garbage' }).expect(200);
    const page = await pageAt<ScannerPageProps>(testApp, door.agent, `/admin/events/${event.id}/scanner`);
    expect(page.component).toBe('admin/event/Scanner');
    expect(page.props.event).toMatchObject({ id: event.id, title: 'Open Evening' });
    expect(page.props.counters).toEqual({
      eventId: event.id,
      capacity: 50,
      issued: 1,
      checkedIn: 1,
      inside: 1,
      remaining: 49,
    });
    expect(page.props.publicKeyBase64Url).toBe((await ticketKeys({ db })).publicKeyBase64Url);
    expect(page.props.recentScans.map((scan) => [scan.outcome, scan.attendeeName])).toEqual([
      ['unknown', null],
      ['valid', 'Ada Lovelace'],
    ]);
    const stored = await db.serverKey.findFirstOrThrow();
    expect(JSON.stringify(page)).not.toContain(stored.value.slice(0, 40));
  });
});
