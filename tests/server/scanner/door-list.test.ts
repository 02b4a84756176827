import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DoorConflict, DoorList, SyncResponse } from '../../../common/types/scanner.js';
import { createRoleWith } from '../../support/factories.js';
import { holdingLocks, lockWaitsReach, suiteOnPostgres } from '../../support/lock-waits.js';
import { signedIn, submit } from '../../support/member-session.js';
import { browserAgent, createTestApp } from '../../support/test-app.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl, syncUrl } from './support.js';

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp, 'List Door');
const otherDoor = await doorScanner(testApp, 'Second Door');

const listUrl = (eventId: number) => `/admin/events/${eventId}/door-list`;
const eventTonight = () => createEvent(db, { startsAt: new Date(clock.now.getTime() - HOUR) });
const hashOf = (code: string) => createHash('sha256').update(code).digest().subarray(0, 16).toString('base64url');

describe('the door list (SPEC §11)', () => {
  it('lists every ticket of the event with name, minor, care flags of active holders and cancellations, and no codes or addresses', async () => {
    const event = await eventTonight();
    const adult = await createTicket(db, event.id, { name: 'Alma Adult' });
    await db.careInfo.create({ data: { userId: adult.userId, allergies: 'Peanuts', photoConsent: 'none' } });
    const minor = await createTicket(db, event.id, { name: 'Mo Minor', birthDate: new Date('2015-03-01') });
    const cancelled = await createTicket(db, event.id, { name: 'Cas Cancelled' });
    await db.ticket.update({ where: { id: cancelled.id }, data: { status: 'cancelled', activeEventId: null } });
    // No longer holding a ticket, they are none of this door's care.
    await db.careInfo.create({ data: { userId: cancelled.userId, allergies: 'Shellfish', photoConsent: 'none' } });
    const elsewhere = await createTicket(db, (await eventTonight()).id, { name: 'Else Where' });

    const response = await door.agent.get(listUrl(event.id)).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const list = response.body as DoorList;
    expect(list.eventId).toBe(event.id);
    expect(list.wipeAfter).toBe(new Date(event.endsAt.getTime() + 6 * HOUR).toISOString());
    expect(list.entries).toEqual([
      {
        ticketId: adult.id,
        codeHash: hashOf(adult.code),
        name: 'Alma Adult',
        minor: false,
        care: { allergies: true, photoConsent: 'none' },
        cancelled: false,
        inside: false,
      },
      {
        ticketId: minor.id,
        codeHash: hashOf(minor.code),
        name: 'Mo Minor',
        minor: true,
        care: null,
        cancelled: false,
        inside: false,
      },
      {
        ticketId: cancelled.id,
        codeHash: hashOf(cancelled.code),
        name: 'Cas Cancelled',
        minor: false,
        care: null,
        cancelled: true,
        inside: false,
      },
    ]);
    const text = response.text;
    const holders = await db.user.findMany({ where: { id: { in: [adult.userId, minor.userId] } } });
    for (const secret of [adult.code, minor.code, elsewhere.code, 'Peanuts', ...holders.map((user) => user.email)])
      expect(text).not.toContain(secret);
  });

  it('answers 304 to the ETag it gave until a ticket changes', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    const first = await door.agent.get(listUrl(event.id)).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // As a browser's fetch sends it: a request carrying If-None-Match also says `Cache-Control: no-cache`.
    await door.agent.get(listUrl(event.id)).set({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' }).expect(304);
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    const changed = await door.agent.get(listUrl(event.id)).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as DoorList).entries[0]).toMatchObject({ ticketId: ticket.id, inside: true });
  });

  it('is given to door staff and event managers only', async () => {
    const event = await eventTonight();
    await createRoleWith(db, 'list-managers', ['events.manage']);
    const manager = await signedIn(testApp, { roles: ['list-managers'] });
    await manager.agent.get(listUrl(event.id)).expect(200);
    await createRoleWith(db, 'list-writers', ['blog.manage']);
    const writer = await signedIn(testApp, { roles: ['list-writers'] });
    await writer.agent.get(listUrl(event.id)).expect(403);
    const member = await signedIn(testApp);
    await member.agent.get(listUrl(event.id)).expect(403);
    const guest = await browserAgent(testApp.app);
    const refused = await guest.get(listUrl(event.id)).expect(302);
    expect(refused.headers.location).toBe('/login');
    await door.agent.get(listUrl(999_999)).expect(404);
  });
});

const offlineScan = (code: string, minutesAgo: number, entrance?: string) => ({
  code,
  clientScanId: crypto.randomUUID(),
  scannedAt: new Date(clock.now.getTime() - minutesAgo * 60_000).toISOString(),
  ...(entrance ? { entrance } : {}),
});

/** A conflict as the device that made one of its admissions is told it: the other's client scan id hidden. */
const toldToMaker = (conflict: DoorConflict, own: number): DoorConflict => ({
  ...conflict,
  admissions: conflict.admissions.map((admission, index) =>
    index === own ? admission : { ...admission, clientScanId: null },
  ),
});

describe('two devices admitting one ticket offline (SPEC §11)', () => {
  it('reports the conflict to the device that synced second, and in the door list for the first', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Dee Double' });
    const first = offlineScan(ticket.code, 10, 'Main door');
    const second = offlineScan(ticket.code, 8, 'Side door');

    const one = (await postScan(door.agent, syncUrl(event.id), { scans: [first] }).expect(200)).body as SyncResponse;
    expect(one.results[0]!.verdict.outcome).toBe('valid');
    expect(one.conflicts).toEqual([]);

    const two = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [second] }).expect(200))
      .body as SyncResponse;
    expect(two.results[0]!.verdict.outcome).toBe('already_checked_in');
    const conflict = {
      ticketId: ticket.id,
      attendeeName: 'Dee Double',
      admissions: [
        {
          clientScanId: first.clientScanId,
          scannedAt: first.scannedAt,
          scannerName: 'List Door',
          entrance: 'Main door',
        },
        {
          clientScanId: second.clientScanId,
          scannedAt: second.scannedAt,
          scannerName: 'Second Door',
          entrance: 'Side door',
        },
      ],
    };
    expect(two.conflicts).toEqual([toldToMaker(conflict, 1)]);
    const list = (await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList;
    expect(list.conflicts).toEqual([toldToMaker(conflict, 0)]);
  });

  it('judges offline entries by when they were scanned, not by which device synced first', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Tim Timeline' });
    // Device A let him in at -30 min and out at -5; device B let him in at -20, during A's stay.
    const inA = offlineScan(ticket.code, 30);
    const outA = { ...offlineScan(ticket.code, 5), direction: 'exit' };
    const inB = offlineScan(ticket.code, 20);
    const one = (await postScan(door.agent, syncUrl(event.id), { scans: [inA, outA] }).expect(200))
      .body as SyncResponse;
    expect(one.results.map(({ verdict }) => verdict.outcome)).toEqual(['valid', 'valid']);

    const two = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [inB] }).expect(200)).body as SyncResponse;
    expect(two.results[0]!.verdict.outcome).toBe('already_checked_in');
    expect(two.counters).toMatchObject({ checkedIn: 1, inside: 0 });
    const conflict = {
      ticketId: ticket.id,
      attendeeName: 'Tim Timeline',
      admissions: [
        { clientScanId: inA.clientScanId, scannedAt: inA.scannedAt, scannerName: 'List Door', entrance: null },
        { clientScanId: inB.clientScanId, scannedAt: inB.scannedAt, scannerName: 'Second Door', entrance: null },
      ],
    };
    expect(two.conflicts).toEqual([toldToMaker(conflict, 1)]);
    const list = (await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList;
    expect(list.conflicts).toEqual([toldToMaker(conflict, 0)]);
  });

  it('admits an offline entry after the stay another device let out before it', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    const stay = [offlineScan(ticket.code, 30), { ...offlineScan(ticket.code, 25), direction: 'exit' }];
    await postScan(door.agent, syncUrl(event.id), { scans: stay }).expect(200);
    const back = (
      await postScan(otherDoor.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 20)] }).expect(200)
    ).body as SyncResponse;
    expect(back.results[0]!.verdict.outcome).toBe('valid');
    expect(back.conflicts).toEqual([]);
    expect(back.counters).toMatchObject({ inside: 1 });
  });

  it('keeps inside a holder let in again after another device let them in and out, whichever syncs first', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Ida Inside' });
    // Device A let her in at -90 min and out at -30; device B let her in again at -20, and synced first.
    const inA = offlineScan(ticket.code, 90);
    const outA = { ...offlineScan(ticket.code, 30), direction: 'exit' };
    const inB = offlineScan(ticket.code, 20);
    const one = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [inB] }).expect(200)).body as SyncResponse;
    expect(one.results[0]!.verdict.outcome).toBe('valid');

    const two = (await postScan(door.agent, syncUrl(event.id), { scans: [inA, outA] }).expect(200))
      .body as SyncResponse;
    expect(two.results.map(({ verdict }) => verdict.outcome)).toEqual(['valid', 'valid']);
    expect(two.conflicts).toEqual([]);
    expect(two.counters).toMatchObject({ checkedIn: 1, inside: 1 });
    const list = (await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList;
    expect(list.entries.find((entry) => entry.ticketId === ticket.id)).toMatchObject({ inside: true });
    expect(list.conflicts).toEqual([]);
    // Checked in by the first admission by scan time, whichever device synced it.
    const checkedIn = await db.ticket.findUniqueOrThrow({ where: { id: ticket.id }, include: { checkedInBy: true } });
    expect([checkedIn.checkedInAt?.toISOString(), checkedIn.checkedInBy?.name]).toEqual([inA.scannedAt, 'List Door']);
  });

  it('lets nobody out by an exit scanned while the holder was outside, though they are inside now', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    const stay = [offlineScan(ticket.code, 60), { ...offlineScan(ticket.code, 50), direction: 'exit' }];
    await postScan(door.agent, syncUrl(event.id), { scans: stay }).expect(200);
    await postScan(door.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 20)] }).expect(200);

    const late = (
      await postScan(otherDoor.agent, syncUrl(event.id), {
        scans: [{ ...offlineScan(ticket.code, 40), direction: 'exit' }],
      }).expect(200)
    ).body as SyncResponse;
    expect(late.results[0]!.verdict.outcome).toBe('not_inside');
    expect(late.counters).toMatchObject({ inside: 1 });
  });

  it('keeps outside a holder another device let out after an admission that synced later', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    // Device A let him in at -30 min; device B let him out at -10, and synced first: then he was not
    // known to be inside.
    const outB = { ...offlineScan(ticket.code, 10), direction: 'exit' };
    const one = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [outB] }).expect(200))
      .body as SyncResponse;
    expect(one.results[0]!.verdict.outcome).toBe('not_inside');

    const two = (await postScan(door.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 30)] }).expect(200))
      .body as SyncResponse;
    expect(two.results[0]!.verdict.outcome).toBe('valid');
    expect(two.counters).toMatchObject({ checkedIn: 1, inside: 0 });
    const list = (await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList;
    expect(list.entries.find((entry) => entry.ticketId === ticket.id)).toMatchObject({ inside: false });
  });

  it('keeps inside a holder another device let in again after an exit that synced later', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    // Device A let her in at -60 min (synced) and out at -10; device B let her in again at -5 and synced
    // before A's exit, when she was still known to be inside.
    await postScan(door.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 60)] }).expect(200);
    const inB = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 5)] }))
      .body as SyncResponse;
    expect(inB.results[0]!.verdict.outcome).toBe('already_checked_in');

    const outA = (
      await postScan(door.agent, syncUrl(event.id), {
        scans: [{ ...offlineScan(ticket.code, 10), direction: 'exit' }],
      }).expect(200)
    ).body as SyncResponse;
    expect(outA.results[0]!.verdict.outcome).toBe('valid');
    expect(outA.counters).toMatchObject({ inside: 1 });
  });

  it('reports two admissions in one stay when the later one by scan time synced first', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Rita Reverse' });
    const later = offlineScan(ticket.code, 8);
    const earlier = offlineScan(ticket.code, 10);
    await postScan(door.agent, syncUrl(event.id), { scans: [later] }).expect(200);
    const two = (await postScan(otherDoor.agent, syncUrl(event.id), { scans: [earlier] }).expect(200))
      .body as SyncResponse;
    expect(two.results[0]!.verdict.outcome).toBe('already_checked_in');
    expect(two.counters).toMatchObject({ checkedIn: 1, inside: 1 });
    expect(two.conflicts).toEqual([
      {
        ticketId: ticket.id,
        attendeeName: 'Rita Reverse',
        admissions: [
          // Another scanner's scan: its client scan id is not told to this one.
          { clientScanId: null, scannedAt: later.scannedAt, scannerName: 'List Door', entrance: null },
          {
            clientScanId: earlier.clientScanId,
            scannedAt: earlier.scannedAt,
            scannerName: 'Second Door',
            entrance: null,
          },
        ],
      },
    ]);
  });

  // Two devices syncing at once judge one after another (the ticket's row is locked first on PostgreSQL):
  // both would otherwise read a log without the other's admission.
  it.skipIf(!suiteOnPostgres)(
    'judges two devices syncing one ticket at the same moment one after the other',
    async () => {
      const event = await eventTonight();
      const ticket = await createTicket(db, event.id);
      const holder = holdingLocks(
        db,
        (tx) => tx.$queryRaw`SELECT "id" FROM "Ticket" WHERE "id" = ${ticket.id} FOR UPDATE`,
      );
      await holder.held;
      const syncs = [door, otherDoor].map((device, index) =>
        postScan(device.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 10 - index)] }).then(
          (response) => response,
        ),
      );
      await lockWaitsReach(db, 2);
      holder.release();
      await holder.done;
      const outcomes = (await Promise.all(syncs)).map(
        (response) => (response.body as SyncResponse).results[0]!.verdict.outcome,
      );
      expect(outcomes.toSorted()).toEqual(['already_checked_in', 'valid']);
      expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ inside: true });
    },
  );

  it('finds no conflict when the device itself refused the second scan', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    const admitted = offlineScan(ticket.code, 5);
    const refusedHere = { ...offlineScan(ticket.code, 4), admitted: false };
    const answer = (await postScan(door.agent, syncUrl(event.id), { scans: [admitted, refusedHere] }).expect(200))
      .body as SyncResponse;
    expect(answer.results.map(({ verdict }) => verdict.outcome)).toEqual(['valid', 'already_checked_in']);
    expect(answer.conflicts).toEqual([]);
  });

  it('finds no conflict when the first admission was made online', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    const late = (
      await postScan(otherDoor.agent, syncUrl(event.id), { scans: [offlineScan(ticket.code, 1)] }).expect(200)
    ).body as SyncResponse;
    expect(late.results[0]!.verdict.outcome).toBe('already_checked_in');
    expect(late.conflicts).toEqual([]);
    expect(((await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList).conflicts).toEqual([]);
  });
});

await createRoleWith(db, 'undo-managers', ['events.manage']);
const manager = await signedIn(testApp, { roles: ['undo-managers'] });

describe('an undone check-in (SPEC §11)', () => {
  const admitted = (code: string, minutesAgo: number, entrance?: string) => ({
    ...offlineScan(code, minutesAgo, entrance),
    admitted: true,
  });
  const undo = async (eventId: number, ticketId: number) =>
    submit(manager.agent, 'delete', `/admin/events/${eventId}/check-ins/${ticketId}`, {}).expect(303);

  it('no longer counts: an offline admission after it checks the ticket in, and the entrance tally drops it', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    const scanned = await postScan(door.agent, scanUrl(event.id), { code: ticket.code, entrance: 'Main door' });
    expect(scanned.body).toMatchObject({ verdict: { outcome: 'valid' } });
    await undo(event.id, ticket.id);

    const synced = (
      await postScan(otherDoor.agent, syncUrl(event.id), { scans: [admitted(ticket.code, 0, 'Side door')] }).expect(200)
    ).body as SyncResponse;
    expect(synced.results[0]!.verdict.outcome).toBe('valid');
    expect(synced.counters).toMatchObject({ checkedIn: 1, inside: 1 });
    const tallies = await db.entranceTally.groupBy({
      by: ['entrance'],
      where: { eventId: event.id },
      _sum: { admitted: true },
    });
    expect(tallies.map(({ entrance, _sum }) => [entrance, _sum.admitted])).toEqual([
      ['Main door', 0],
      ['Side door', 1],
    ]);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).checkedInAt).not.toBeNull();
    // The log keeps the undone scan as it happened, marked undone.
    const logs = await db.checkIn.findMany({ where: { ticketId: ticket.id }, orderBy: { id: 'asc' } });
    expect(logs.map(({ outcome, undoneAt }) => [outcome, undoneAt !== null])).toEqual([
      ['valid', true],
      ['valid', false],
    ]);
  });

  it('reports no conflict between an undone offline admission and one made after the undo', async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id);
    await postScan(door.agent, syncUrl(event.id), { scans: [admitted(ticket.code, 10)] }).expect(200);
    await undo(event.id, ticket.id);
    const synced = (
      await postScan(otherDoor.agent, syncUrl(event.id), { scans: [admitted(ticket.code, 5)] }).expect(200)
    ).body as SyncResponse;
    expect(synced.results[0]!.verdict.outcome).toBe('valid');
    expect(synced.conflicts).toEqual([]);
    expect(((await door.agent.get(listUrl(event.id)).expect(200)).body as DoorList).conflicts).toEqual([]);
  });
});
