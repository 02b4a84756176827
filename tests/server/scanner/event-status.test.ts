// The door of an event that is cancelled, or taken back to draft, lets nobody in (SPEC §6, §11).
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import type { DoorList, ScanResponse, SyncResponse } from '../../../common/types/scanner.js';
import { createRoleWith } from '../../support/factories.js';
import { pageAt, signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { editFormOf } from '../events/admin/support.js';
import { createEvent, createTicket, doorScanner, getJson, postScan, scanUrl, syncUrl } from './support.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;

await createRoleWith(db, 'status-organisers', ['events.manage']);
const manager = await signedIn(testApp, { roles: ['status-organisers'], name: 'Olga Organiser' });
const door = await doorScanner(testApp);

/** Tonight at 19:00; its doors are open now (18:00). */
const tonight = () => createEvent(db, { startsAt: new Date(clock.now.getTime() + HOUR) });

/** The organiser saves the event with a new status on its edit form, as the admin page does. */
async function setStatus(eventId: number, status: 'draft' | 'cancelled') {
  const { editUrl, form } = await editFormOf(testApp, manager.agent, eventId);
  await submit(manager.agent, 'put', `/admin/events/${eventId}`, { ...form, status }, editUrl).expect(303);
  expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe(status);
}

async function scan(eventId: number, body: object) {
  return (await postScan(door.agent, scanUrl(eventId), body).expect(200)).body as ScanResponse;
}

const ticketRow = (id: number) => db.ticket.findUniqueOrThrow({ where: { id } });

describe('the door of a cancelled event', () => {
  it('refuses every entry: said plainly, logged, nobody checked in or counted', async () => {
    const event = await tonight();
    const early = await createTicket(db, event.id, { name: 'Early Bird' });
    const ticket = await createTicket(db, event.id, { name: 'Ada Lovelace' });
    // A scan before the cancellation, so the door's kept copy of the event is the published one.
    expect((await scan(event.id, { code: early.code })).verdict.outcome).toBe('valid');
    await setStatus(event.id, 'cancelled');

    const body = await scan(event.id, { code: ticket.code });
    expect(body.verdict).toEqual({ outcome: 'event_cancelled', attendeeName: 'Ada Lovelace' });
    expect(body.scan).toMatchObject({ outcome: 'event_cancelled', attendeeName: 'Ada Lovelace' });
    expect(body.counters).toMatchObject({ checkedIn: 1 });
    expect(await ticketRow(ticket.id)).toMatchObject({ checkedInAt: null, inside: false, status: 'active' });
    const logs = await db.checkIn.findMany({ where: { ticketId: ticket.id } });
    expect(logs).toMatchObject([{ outcome: 'event_cancelled', direction: 'entry' }]);
    // By name, too.
    const byName = await scan(event.id, { ticketId: ticket.id });
    expect(byName.verdict.outcome).toBe('event_cancelled');
  });

  it('still lets out whoever is inside, so nobody stays on the still-inside list', async () => {
    const event = await tonight();
    const ticket = await createTicket(db, event.id, { name: 'Inside Ian' });
    await scan(event.id, { code: ticket.code });
    await setStatus(event.id, 'cancelled');

    const exit = await scan(event.id, { code: ticket.code, direction: 'exit' });
    expect(exit.verdict).toMatchObject({ outcome: 'valid', direction: 'exit', attendeeName: 'Inside Ian' });
    expect(await ticketRow(ticket.id)).toMatchObject({ inside: false });
    // And once out, not back in.
    expect((await scan(event.id, { code: ticket.code })).verdict.outcome).toBe('event_cancelled');
  });

  it('keeps an offline admission scanned before the cancellation, and refuses one scanned after', async () => {
    const event = await tonight();
    const before = await createTicket(db, event.id, { name: 'Before Bea' });
    const after = await createTicket(db, event.id, { name: 'After Al' });
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 30 * MINUTE);
      await setStatus(event.id, 'cancelled');
      clock.now = new Date(start.getTime() + 50 * MINUTE);
      const offline = (code: string, minutes: number) => ({
        code,
        clientScanId: crypto.randomUUID(),
        scannedAt: new Date(start.getTime() + minutes * MINUTE).toISOString(),
        admitted: true,
      });
      const response = await postScan(door.agent, syncUrl(event.id), {
        scans: [offline(before.code, 10), offline(after.code, 40)],
      }).expect(200);
      const { results } = response.body as SyncResponse;
      expect(results.map(({ verdict }) => verdict.outcome)).toEqual(['valid', 'event_cancelled']);
      expect(await ticketRow(before.id)).toMatchObject({ inside: true });
      expect(await ticketRow(after.id)).toMatchObject({ checkedInAt: null, inside: false });
    } finally {
      clock.now = start;
    }
  });

  it('marks the tickets of its door list cancelled, so an offline scanner refuses them too', async () => {
    const event = await tonight();
    const ticket = await createTicket(db, event.id, { name: 'Listed Lou' });
    const inside = await createTicket(db, event.id, { name: 'Inside Isa' });
    await scan(event.id, { code: inside.code });
    const before = (await getJson(door.agent, `/admin/events/${event.id}/door-list`).expect(200)).body as DoorList;
    expect(before.entries).toMatchObject([{ ticketId: ticket.id, cancelled: false }, { ticketId: inside.id }]);
    await setStatus(event.id, 'cancelled');

    const after = (await getJson(door.agent, `/admin/events/${event.id}/door-list`).expect(200)).body as DoorList;
    // Whoever is inside keeps their line, so an offline scanner can still let them out (and not in again).
    expect(after.entries).toMatchObject([
      { ticketId: ticket.id, name: 'Listed Lou', cancelled: true },
      { ticketId: inside.id, name: 'Inside Isa', cancelled: false, inside: true },
    ]);
  });

  it('turns its door invitation away with the reason', async () => {
    const event = await tonight();
    const eventUrl = `/admin/events/${event.id}`;
    const window = {
      opensAt: new Date(clock.now.getTime() - HOUR).toISOString(),
      closesAt: new Date(clock.now.getTime() + 4 * HOUR).toISOString(),
    };
    await submit(
      manager.agent,
      'post',
      `${eventUrl}/door-invitations`,
      { label: 'Friday', ...window },
      eventUrl,
    ).expect(302);
    const page = await pageAt<PageProps['admin/event/Show']>(testApp, manager.agent, eventUrl);
    const path = new URL(page.props.newDoorInvitation!.url).pathname;
    await setStatus(event.id, 'cancelled');

    const opened = await request.agent(testApp.app).get(path).expect(404);
    expect(opened.text).toContain('This event has been cancelled');
  });
});

describe('the door of an event taken back to draft', () => {
  it('refuses every entry as door closed', async () => {
    const event = await tonight();
    const ticket = await createTicket(db, event.id, { name: 'Draft Dora' });
    await setStatus(event.id, 'draft');

    const body = await scan(event.id, { code: ticket.code });
    expect(body.verdict).toEqual({ outcome: 'door_closed', attendeeName: 'Draft Dora' });
    expect(await ticketRow(ticket.id)).toMatchObject({ checkedInAt: null, inside: false });
  });
});

describe("the door's window: from six hours before the start until an hour after the end", () => {
  it('refuses an entry before the doors open', async () => {
    const event = await createEvent(db, { startsAt: new Date(clock.now.getTime() + 6 * HOUR + MINUTE) });
    const ticket = await createTicket(db, event.id, { name: 'Keen Kim' });
    const body = await scan(event.id, { code: ticket.code });
    expect(body.verdict).toEqual({ outcome: 'door_closed', attendeeName: 'Keen Kim' });
    expect(await ticketRow(ticket.id)).toMatchObject({ checkedInAt: null, inside: false });
    expect(await db.checkIn.findMany({ where: { ticketId: ticket.id } })).toMatchObject([{ outcome: 'door_closed' }]);
  });

  it('refuses an entry once the door closed, still lets people out, and keeps an offline admission made in time', async () => {
    const event = await tonight();
    const inside = await createTicket(db, event.id, { name: 'Stayer Sue' });
    const late = await createTicket(db, event.id, { name: 'Late Lee' });
    const offline = await createTicket(db, event.id, { name: 'Offline Olly' });
    await scan(event.id, { code: inside.code });
    const start = clock.now;
    try {
      // The event ends at 22:00; its door closes at 23:00. Still open a moment before.
      clock.now = new Date(event.endsAt.getTime() + HOUR);
      const edge = await createTicket(db, event.id, { name: 'Edge Ed' });
      expect((await scan(event.id, { code: edge.code })).verdict.outcome).toBe('valid');
      clock.now = new Date(event.endsAt.getTime() + HOUR + MINUTE);

      expect((await scan(event.id, { code: late.code })).verdict).toEqual({
        outcome: 'door_closed',
        attendeeName: 'Late Lee',
      });
      const exit = await scan(event.id, { code: inside.code, direction: 'exit' });
      expect(exit.verdict).toMatchObject({ outcome: 'valid', direction: 'exit' });
      const scannedAt = new Date(event.endsAt.getTime() - HOUR);
      const response = await postScan(door.agent, syncUrl(event.id), {
        scans: [
          { code: offline.code, clientScanId: crypto.randomUUID(), scannedAt: scannedAt.toISOString(), admitted: true },
        ],
      }).expect(200);
      expect((response.body as SyncResponse).results[0]!.verdict.outcome).toBe('valid');
      expect(await ticketRow(offline.id)).toMatchObject({ checkedInAt: scannedAt, inside: true });
    } finally {
      clock.now = start;
    }
  });
});
