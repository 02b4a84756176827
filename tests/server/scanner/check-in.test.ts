import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { joinTicketCode, ticketPayload } from '../../../common/ticket-code.js';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { DOOR_OPENS_BEFORE_MS, MAX_OFFLINE_DELAY_MS } from '../../../server/features/scanner/scan-time.js';
import { RAW_CODE_LOG_LENGTH } from '../../../server/features/scanner/service.js';
import { signTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { pageAt } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { addGuardian, createEvent, createTicket, doorScanner, postScan, scanUrl, syncUrl } from './support.js';

const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;

const door = await doorScanner(testApp, 'Sam Door');

/** At 19:00, an hour after the clock: its doors are open. */
const tonight = { startsAt: new Date(clock.now.getTime() + 60 * 60_000) };

async function scan(eventId: number, code: string, extra: object = {}) {
  const response = await postScan(door.agent, scanUrl(eventId), { code, ...extra }).expect(200);
  return response.body as ScanResponse;
}

const logsOf = (eventId: number) => db.checkIn.findMany({ where: { eventId }, orderBy: { id: 'asc' } });

describe('checking in at the door', () => {
  it('admits an active ticket once: valid with the attendee name, logged, counted and stamped with who and when', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Ada Lovelace' });
    const body = await scan(event.id, ticket.code);
    expect(body.verdict).toEqual({
      outcome: 'valid',
      direction: 'entry',
      attendeeName: 'Ada Lovelace',
      minor: false,
      guardian: null,
      care: null,
      collectors: null,
    });
    expect(body.counters).toMatchObject({ eventId: event.id, issued: 1, checkedIn: 1 });
    expect(body.scan).toMatchObject({ outcome: 'valid', attendeeName: 'Ada Lovelace', at: clock.now.toISOString() });
    const saved = await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(saved.checkedInAt).toEqual(clock.now);
    expect(saved.checkedInById).toBe(door.user.id);
    expect(await logsOf(event.id)).toMatchObject([
      { ticketId: ticket.id, outcome: 'valid', scannedById: door.user.id, rawCode: null },
    ]);
  });

  it('flags a minor with their guardian to call', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Young Tom', birthDate: new Date('2012-03-04T00:00:00Z') });
    await addGuardian(db, ticket.userId, { name: 'Mary Tom', email: 'mary@example.test', phone: '+31612345678' });
    expect((await scan(event.id, ticket.code)).verdict).toEqual({
      outcome: 'valid',
      direction: 'entry',
      attendeeName: 'Young Tom',
      minor: true,
      guardian: { name: 'Mary Tom', phone: '+31 6 12345678', relationship: 'parent' },
      care: null,
      collectors: null,
    });
  });

  it('answers a second scan with already checked in: when and by whom, logged too', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Grace Hopper' });
    const first = clock.now;
    await scan(event.id, ticket.code);
    clock.now = new Date(first.getTime() + 60_000);
    const body = await scan(event.id, ticket.code);
    clock.now = first;
    expect(body.verdict).toEqual({
      outcome: 'already_checked_in',
      attendeeName: 'Grace Hopper',
      checkedInAt: first.toISOString(),
      checkedInBy: 'Sam Door',
    });
    expect(body.counters.checkedIn).toBe(1);
    expect((await logsOf(event.id)).map((log) => log.outcome)).toEqual(['valid', 'already_checked_in']);
  });

  it('names the event a ticket of another event is for, without admitting it', async () => {
    const here = await createEvent(db, tonight);
    const elsewhere = await createEvent(db, { title: 'Summer Cinema', startsAt: new Date('2026-07-10T19:30:00Z') });
    const ticket = await createTicket(db, elsewhere.id);
    expect((await scan(here.id, ticket.code)).verdict).toEqual({
      outcome: 'wrong_event',
      event: { title: 'Summer Cinema', startsAt: '2026-07-10T19:30:00.000Z' },
    });
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).checkedInAt).toBeNull();
    expect(await logsOf(here.id)).toMatchObject([{ ticketId: ticket.id, outcome: 'wrong_event' }]);
  });

  it("names nobody for a ticket of another event: not in the answer, a replay, a sync or the door's list", async () => {
    const here = await createEvent(db, tonight);
    const elsewhere = await createEvent(db, tonight);
    const ticket = await createTicket(db, elsewhere.id, { name: 'Bea Elsewhere' });
    const clientScanId = crypto.randomUUID();
    const answers = [
      await scan(here.id, ticket.code, { clientScanId }),
      await scan(here.id, ticket.code, { clientScanId }),
      (
        await postScan(door.agent, syncUrl(here.id), {
          scans: [{ code: ticket.code, clientScanId: crypto.randomUUID(), scannedAt: clock.now.toISOString() }],
        }).expect(200)
      ).body,
      await pageAt(testApp, door.agent, `/admin/events/${here.id}/scanner`),
    ];
    expect(answers[0]!.scan).toMatchObject({ outcome: 'wrong_event', attendeeName: null });
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('Bea Elsewhere');
  });

  it('refuses a cancelled ticket', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Alan Turing' });
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });
    expect((await scan(event.id, ticket.code)).verdict).toEqual({ outcome: 'cancelled', attendeeName: 'Alan Turing' });
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).checkedInAt).toBeNull();
    expect(await logsOf(event.id)).toMatchObject([{ outcome: 'cancelled' }]);
  });

  it('calls malformed, forged and altered codes unknown and keeps the raw text, cut short', async () => {
    const event = await createEvent(db, tonight);
    const real = await createTicket(db, event.id);
    const payload = ticketPayload(event.id, crypto.randomBytes(16));
    const forged = joinTicketCode(
      payload,
      crypto.sign(null, payload, crypto.generateKeyPairSync('ed25519').privateKey),
    );
    const altered = `${real.code.slice(0, -2)}${real.code.endsWith('AA') ? 'BB' : 'AA'}`;
    const long = 'x'.repeat(1500);
    for (const code of ['hello', forged, altered, long])
      expect((await scan(event.id, code)).verdict).toEqual({ outcome: 'unknown' });
    const logs = await logsOf(event.id);
    expect(logs.map((log) => [log.outcome, log.ticketId, log.rawCode])).toEqual([
      ['unknown', null, 'hello'],
      ['unknown', null, forged],
      ['unknown', null, altered],
      ['unknown', null, long.slice(0, RAW_CODE_LOG_LENGTH)],
    ]);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: real.id } })).checkedInAt).toBeNull();
  });

  it('trusts the signature before the database: a ticket row holding a forged code is still unknown', async () => {
    const event = await createEvent(db, tonight);
    const payload = ticketPayload(event.id, crypto.randomBytes(16));
    const forged = joinTicketCode(
      payload,
      crypto.sign(null, payload, crypto.generateKeyPairSync('ed25519').privateKey),
    );
    const planted = await createTicket(db, event.id);
    await db.ticket.update({ where: { id: planted.id }, data: { code: forged } });
    expect((await scan(event.id, forged)).verdict).toEqual({ outcome: 'unknown' });
    expect((await db.ticket.findUniqueOrThrow({ where: { id: planted.id } })).checkedInAt).toBeNull();
  });

  it('calls a validly signed code with no ticket unknown', async () => {
    const event = await createEvent(db, tonight);
    const code = signTicketCode(await ticketKeys({ db }), event.id);
    expect((await scan(event.id, code)).verdict).toEqual({ outcome: 'unknown' });
    expect(await logsOf(event.id)).toMatchObject([{ outcome: 'unknown', rawCode: code }]);
  });

  it('answers a replayed scan (same client scan id) from the log instead of logging it twice', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Edsger Dijkstra' });
    const clientScanId = crypto.randomUUID();
    const first = await scan(event.id, ticket.code, { clientScanId });
    const replay = await scan(event.id, ticket.code, { clientScanId });
    expect(first.verdict.outcome).toBe('valid');
    expect(replay.verdict).toEqual(first.verdict);
    expect(replay.scan).toEqual(first.scan);
    expect(await logsOf(event.id)).toMatchObject([{ outcome: 'valid', clientScanId }]);
  });

  // A replay must not tell more than a fresh scan would now: a cancelled ticket's holder has no guardian
  // to call or care icons at this door any more (SPEC §12: care reaches the staff of events held).
  it('answers a scan sent again after its ticket was cancelled as cancelled, with no guardian or care', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Young Ada', birthDate: new Date('2013-05-06T00:00:00Z') });
    await addGuardian(db, ticket.userId, { name: 'Ann Ada', email: 'ann@example.test', phone: '+31612345679' });
    await db.careInfo.create({ data: { userId: ticket.userId, allergies: 'Nuts', photoConsent: 'none' } });
    const clientScanId = crypto.randomUUID();
    const first = await scan(event.id, ticket.code, { clientScanId });
    expect(first.verdict).toMatchObject({ outcome: 'valid', guardian: { name: 'Ann Ada' }, care: expect.anything() });
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });
    const again = await scan(event.id, ticket.code, { clientScanId });
    expect(again.verdict).toEqual({ outcome: 'cancelled', attendeeName: 'Young Ada' });
    expect(again.verdict).toEqual((await scan(event.id, ticket.code)).verdict);
  });

  it('answers a scan sent again after its holder left as it was first judged, and lets nobody in again', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Grace Hopper' });
    const clientScanId = crypto.randomUUID();
    const first = await scan(event.id, ticket.code, { clientScanId });
    await scan(event.id, ticket.code, { direction: 'exit', clientScanId: crypto.randomUUID() });
    const again = await scan(event.id, ticket.code, { clientScanId });
    expect(again.verdict).toEqual(first.verdict);
    expect(again.scan).toEqual(first.scan);
    expect(again.counters).toMatchObject({ checkedIn: 1, inside: 0 });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ inside: false });
    expect((await logsOf(event.id)).map((log) => [log.outcome, log.direction])).toEqual([
      ['valid', 'entry'],
      ['valid', 'exit'],
    ]);
  });

  it('logs one scan sent twice at once, and answers both as it was judged', async () => {
    const event = await createEvent(db, tonight);
    const ticket = await createTicket(db, event.id, { name: 'Alan Kay' });
    const clientScanId = crypto.randomUUID();
    const [one, other] = await Promise.all([
      scan(event.id, ticket.code, { clientScanId }),
      scan(event.id, ticket.code, { clientScanId }),
    ]);
    expect(one.verdict).toMatchObject({ outcome: 'valid', attendeeName: 'Alan Kay' });
    expect(other.verdict).toEqual(one.verdict);
    expect(other.scan).toEqual(one.scan);
    expect(await logsOf(event.id)).toMatchObject([{ outcome: 'valid', clientScanId }]);
  });

  it('treats a client scan id another event or another scanner already used as a new scan', async () => {
    const first = await createEvent(db, tonight);
    const second = await createEvent(db, tonight);
    const other = await doorScanner(testApp, 'Kim Door');
    const clientScanId = crypto.randomUUID();
    const ticket = await createTicket(db, second.id, { name: 'Barbara Liskov' });
    const elsewhere = await createTicket(db, first.id, { name: 'Frances Allen' });
    await scan(first.id, elsewhere.code, { clientScanId });
    expect((await scan(second.id, ticket.code, { clientScanId })).verdict).toMatchObject({
      outcome: 'valid',
      attendeeName: 'Barbara Liskov',
    });
    const byOther = await postScan(other.agent, scanUrl(second.id), { code: ticket.code, clientScanId }).expect(200);
    expect((byOther.body as ScanResponse).verdict).toMatchObject({
      outcome: 'already_checked_in',
      checkedInBy: 'Sam Door',
    });
    expect((await logsOf(second.id)).map((log) => [log.outcome, log.scannedById])).toEqual([
      ['valid', door.user.id],
      ['already_checked_in', other.user.id],
    ]);
  });

  const HOUR = 60 * 60_000;
  const at = (offset: number) => new Date(clock.now.getTime() + offset);
  // Each case: the stamp expected, the event's door (start and end, from now), when the scanner says the scan happened.
  it.each([
    ['a few minutes ago, at an event under way', 'its own time', [-HOUR, 2 * HOUR], -5 * 60_000],
    ['now', 'its own time', [-HOUR, 2 * HOUR], 0],
    ['a moment in the future', 'the arrival time', [-HOUR, 2 * HOUR], 1],
    ['an hour in the future', 'the arrival time', [-HOUR, 2 * HOUR], HOUR],
    [
      'in 2001',
      'the arrival time',
      [-HOUR, 2 * HOUR],
      new Date('2001-01-01T00:00:00Z').getTime() - clock.now.getTime(),
    ],
    ['exactly 24 hours ago, at a long event', 'its own time', [-30 * HOUR, HOUR], -MAX_OFFLINE_DELAY_MS],
    [
      'a moment more than 24 hours ago, at a long event',
      'the arrival time',
      [-30 * HOUR, HOUR],
      -MAX_OFFLINE_DELAY_MS - 1,
    ],
    [
      'exactly when the door opens, 6 hours before the start',
      'its own time',
      [2 * HOUR, 5 * HOUR],
      2 * HOUR - DOOR_OPENS_BEFORE_MS,
    ],
    ['a moment before the door opens', 'the arrival time', [2 * HOUR, 5 * HOUR], 2 * HOUR - DOOR_OPENS_BEFORE_MS - 1],
    ['exactly when the event ended', 'its own time', [-5 * HOUR, -HOUR], -HOUR],
    ['half an hour after the event ended, before its door closed', 'its own time', [-5 * HOUR, -HOUR], -HOUR / 2],
  ] as const)('stamps a check-in scanned %s with %s', async (_name, stamp, [start, end], offset) => {
    const event = await createEvent(db, { startsAt: at(start), endsAt: at(end) });
    const ticket = await createTicket(db, event.id);
    const scannedAt = at(offset);
    await scan(event.id, ticket.code, { scannedAt: scannedAt.toISOString() });
    const expected = stamp === 'its own time' ? scannedAt : clock.now;
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).checkedInAt).toEqual(expected);
    expect((await logsOf(event.id)).map((log) => log.at)).toEqual([expected]);
  });
});
