import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCareSection } from '../../../common/types/care.js';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { confirmPassword, page, signedInWith, submit, type Agent } from '../admin/support.js';
import {
  createEvent as createAdminEvent,
  createTicket as createAdminTicket,
  editFormOf,
} from '../events/admin/support.js';
import { createTicket as createScannableTicket, doorScanner, postScan, scanUrl } from '../scanner/support.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { careEntries, giveCare } from './support.js';

const DAY = 24 * 60 * 60 * 1000;
const STARTS = new Date('2026-07-01T18:00:00Z');
const ENDS = new Date('2026-07-01T20:00:00Z');

let testApp: TestApp;
let staff: Agent;
let staffId: number;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-06-15T12:00:00Z') } });
  ({
    agent: staff,
    user: { id: staffId },
  } = await signedInWith(testApp, ['admin']));
});
afterAll(() => testApp.close());

const careOf = async (url: string, agent = staff) =>
  (await page<{ care: EventCareSection }>(testApp, agent, url)).props.care;

/** Runs `check` with the clock at `at`, as a staff member who signed in then (sessions follow the clock). */
async function at(when: Date, check: (agent: Agent, userId: number) => Promise<void>) {
  const before = testApp.clock.now;
  testApp.clock.now = when;
  try {
    const { agent, user } = await signedInWith(testApp, ['admin']);
    await check(agent, user.id);
  } finally {
    testApp.clock.now = before;
  }
}

/** Two events: Ann (allergy, no photos) holds a ticket for the first, Ben (care entered) only for the other. */
async function twoEvents() {
  const { db } = testApp.context;
  const event = await createAdminEvent(db, { title: 'Camp', startsAt: STARTS, endsAt: ENDS });
  const other = await createAdminEvent(db, { title: 'Other camp', startsAt: STARTS, endsAt: ENDS });
  const ann = await createAdminTicket(db, event.id, { name: 'Ann' });
  await giveCare(db, ann.user.id, { allergies: 'Peanuts', medicalNotes: 'Asthma', photoConsent: 'none' });
  const plain = await createAdminTicket(db, event.id, { name: 'Carl' });
  const cancelled = await createAdminTicket(db, event.id, { name: 'Dora', cancelled: true });
  await giveCare(db, cancelled.user.id, { allergies: 'Gluten' });
  const ben = await createAdminTicket(db, other.id, { name: 'Ben' });
  await giveCare(db, ben.user.id, { allergies: 'Lactose' });
  return { event, other, ann, plain, cancelled, ben };
}

describe('care information on the admin event page', () => {
  it('is offered but not sent, and not logged, until staff ask for it', async () => {
    const { event } = await twoEvents();
    const before = (await careEntries(testApp.context.db)).length;
    expect(await careOf(`/admin/events/${event.id}`)).toEqual({ state: 'available' });
    expect(await careEntries(testApp.context.db)).toHaveLength(before);
  });

  it('shows the details of this event’s ticket holders only, and logs who saw whose', async () => {
    const { event, ann, ben } = await twoEvents();
    const before = (await careEntries(testApp.context.db)).length;
    const care = await careOf(`/admin/events/${event.id}?care=1`);
    // Ben's care is for the other event's staff; Dora's ticket is cancelled; Carl entered nothing.
    expect(care).toEqual({
      state: 'shown',
      byTicket: {
        [ann.ticket.id]: {
          allergies: 'Peanuts',
          medicalNotes: 'Asthma',
          photoConsent: 'none',
          emergencyContacts: [
            {
              name: 'Pat Parent',
              relationship: 'mother',
              phone: { e164: '+31612345678', national: '06 12345678', international: '+31 6 12345678', country: 'NL' },
            },
          ],
        },
      },
    });
    const entries = (await careEntries(testApp.context.db)).slice(before);
    expect(entries).toEqual([
      {
        action: 'care.viewed',
        actorId: staffId,
        subjectType: 'event',
        subjectId: event.id,
        after: { via: 'page', members: [ann.user.id] },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Peanuts');
    expect(JSON.stringify(care)).not.toContain(String(ben.user.id));
  });

  it('is hidden CARE_VISIBLE_DAYS after the event ended, even when asked for', async () => {
    const { event } = await twoEvents();
    await at(new Date(ENDS.getTime() + 14 * DAY), async (agent) => {
      expect((await careOf(`/admin/events/${event.id}?care=1`, agent)).state).toBe('shown');
    });
    await at(new Date(ENDS.getTime() + 14 * DAY + 1000), async (agent) => {
      const before = (await careEntries(testApp.context.db)).length;
      expect(await careOf(`/admin/events/${event.id}?care=1`, agent)).toEqual({ state: 'hidden', days: 14 });
      expect(await careEntries(testApp.context.db)).toHaveLength(before);
    });
  });

  it('stays hidden: the ended event cannot be moved later, though it can be moved earlier', async () => {
    const { event } = await twoEvents();
    await at(new Date(ENDS.getTime() + 15 * DAY), async (agent) => {
      const { editUrl, form } = await editFormOf(testApp, agent, event.id);
      const save = (startsAt: Date, endsAt: Date) =>
        submit(agent, 'put', `/admin/events/${event.id}`, { ...form, startsAt, endsAt }, editUrl).expect(303);

      const nextMonth = (date: Date) => new Date(date.getTime() + 30 * DAY);
      await save(nextMonth(STARTS), nextMonth(ENDS));
      const refused = await page<object>(testApp, agent, editUrl);
      expect(refused.props.errors?.endsAt).toMatch(/care information is hidden, so its end cannot move later/);
      expect(await careOf(`/admin/events/${event.id}?care=1`, agent)).toEqual({ state: 'hidden', days: 14 });

      const dayEarlier = (date: Date) => new Date(date.getTime() - DAY);
      await save(dayEarlier(STARTS), dayEarlier(ENDS));
      const stored = await testApp.context.db.event.findUniqueOrThrow({ where: { id: event.id } });
      expect(stored.endsAt).toEqual(dayEarlier(ENDS));
    });
  });

  it('is not for door staff, who hold tickets.scan only', async () => {
    const { event } = await twoEvents();
    const door = await doorScanner(testApp);
    await door.agent.get(`/admin/events/${event.id}?care=1`).expect(403);
  });
});

describe('care information in the CSV export', () => {
  const csvRows = (text: string) => parse(text) as string[][];

  it('is left out unless asked for', async () => {
    const { event } = await twoEvents();
    const before = (await careEntries(testApp.context.db)).length;
    const response = await staff.get(`/admin/events/${event.id}/attendees.csv`).expect(200);
    expect(csvRows(response.text)[0]).toEqual([
      'Name',
      'E-mail',
      'Minor',
      'Ticket status',
      'Checked in at',
      'Checked in by',
    ]);
    expect(response.text).not.toContain('Peanuts');
    expect(await careEntries(testApp.context.db)).toHaveLength(before);
  });

  it('asks for the password first, then adds the care columns and logs the read', async () => {
    const { event, ann } = await twoEvents();
    const url = `/admin/events/${event.id}/attendees.csv?care=1`;
    const { agent, user } = await signedInWith(testApp, ['admin']);
    await agent.get(url).expect(303).expect('Location', '/confirm-password');
    expect((await careEntries(testApp.context.db)).filter((entry) => entry.actorId === user.id)).toEqual([]);

    await confirmPassword(agent);
    const response = await agent
      .get(url)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const rows = csvRows(response.text);
    expect(rows[0]!.slice(6)).toEqual(['Allergies and diet', 'Medical notes', 'Photo consent', 'Emergency contacts']);
    expect(rows.find((row) => row[0] === 'Ann')!.slice(6)).toEqual([
      'Peanuts',
      'Asthma',
      'none',
      'Pat Parent (mother) +31 6 12345678',
    ]);
    expect(rows.find((row) => row[0] === 'Dora')!.slice(6)).toEqual(['', '', '', '']);
    expect((await careEntries(testApp.context.db)).filter((entry) => entry.actorId === user.id)).toEqual([
      {
        action: 'care.viewed',
        actorId: user.id,
        subjectType: 'event',
        subjectId: event.id,
        after: { via: 'csv', members: [ann.user.id] },
      },
    ]);
  });

  it('asks again when the password was confirmed for something else minutes before', async () => {
    const { event } = await twoEvents();
    const url = `/admin/events/${event.id}/attendees.csv?care=1`;
    const { agent } = await signedInWith(testApp, ['admin']);
    await confirmPassword(agent);
    const confirmedAt = testApp.clock.now;
    try {
      testApp.clock.now = new Date(confirmedAt.getTime() + 10 * 60 * 1000);
      await agent.get(url).expect(303).expect('Location', '/confirm-password');
      // The other actions a confirmation opens still take one that old.
      await agent.get('/admin/roles/create').expect(200);
      await agent.get(`/admin/events/${event.id}/attendees.csv`).expect(200);
      await confirmPassword(agent);
      await agent.get(url).expect(200);
    } finally {
      testApp.clock.now = confirmedAt;
    }
  });

  it('refuses care columns after the retention, with a message', async () => {
    const { event } = await twoEvents();
    await at(new Date(ENDS.getTime() + 15 * DAY), async (agent, userId) => {
      await confirmPassword(agent);
      await agent
        .get(`/admin/events/${event.id}/attendees.csv?care=1`)
        .expect(302)
        .expect('Location', `/admin/events/${event.id}`);
      const shown = await page(testApp, agent, `/admin/events/${event.id}`);
      expect(shown.flash.error).toBe('Care information is hidden 14 days after the event.');
      expect((await careEntries(testApp.context.db)).filter((entry) => entry.actorId === userId)).toEqual([]);
    });
  });
});

describe('care icons at the door', () => {
  it('flags an allergy and the photo choice on a valid verdict, never the text, and logs no read', async () => {
    const { db } = testApp.context;
    const now = testApp.clock.now;
    const event = await createAdminEvent(db, { startsAt: now, endsAt: new Date(now.getTime() + 3 * 60 * 60 * 1000) });
    const door = await doorScanner(testApp);
    const withCare = await createScannableTicket(db, event.id, { name: 'Ann' });
    await giveCare(db, withCare.userId, { allergies: 'Peanuts', medicalNotes: 'Asthma', photoConsent: 'none' });
    const without = await createScannableTicket(db, event.id, { name: 'Carl' });
    const before = (await careEntries(db)).length;

    const scanned = (await postScan(door.agent, scanUrl(event.id), { code: withCare.code }).expect(200))
      .body as ScanResponse;
    expect(scanned.verdict).toMatchObject({ outcome: 'valid', care: { allergies: true, photoConsent: 'none' } });
    expect(JSON.stringify(scanned)).not.toContain('Peanuts');
    expect(JSON.stringify(scanned)).not.toContain('Asthma');
    const plain = (await postScan(door.agent, scanUrl(event.id), { code: without.code }).expect(200))
      .body as ScanResponse;
    expect(plain.verdict).toMatchObject({ outcome: 'valid', care: null });
    expect(await careEntries(db)).toHaveLength(before);
  });
});
