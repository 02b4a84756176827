// "Add to calendar" files and the public feed, read back with a calendar parser (ical.js) field by field.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminEventForm } from '../../common/types/event-admin.js';
import { loadConfig } from '../../server/config.js';
import { onlyEvent, parseCalendar } from '../support/ical.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp } from '../support/test-app.js';
import { page, signedInWith, submit } from './admin/support.js';
import { editFormOf } from './events/admin/support.js';
import { createEvent, createLocation, DAY, HOUR } from './tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({
  clock,
  env: { APP_URL: 'https://www.agora.example:8443', APP_TIMEZONE: 'Europe/Amsterdam' },
});
afterAll(() => testApp.close());
const { db } = testApp.context;
const admin = (await signedInWith(testApp, ['admin'])).agent;

/** Three hours from the given start. */
const from = (start: string | Date) => {
  const startsAt = new Date(start);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR) };
};

const fileOf = (slug: string) => request(testApp.app).get(`/events/${slug}/calendar.ics`);

async function eventFile(slug: string) {
  const response = await fileOf(slug).expect(200);
  return onlyEvent(response.text);
}

/** Saves the event's edit form as the admin page does, with `changes` over what it holds. */
async function edit(id: number, changes: Record<string, unknown>) {
  const url = `/admin/events/${id}/edit`;
  const { event } = (await page<{ event: AdminEventForm }>(testApp, admin, url)).props;
  const { id: _id, cover: _cover, ...fields } = event;
  await submit(admin, 'put', `/admin/events/${id}`, { ...fields, ...changes }, url).expect(303);
}

describe("an event's calendar file", () => {
  it('downloads as text/calendar named after the slug, with the event in the organisation time zone', async () => {
    const hall = await createLocation(db, 'Town Hall');
    const event = await createEvent(db, NOW, {
      title: 'Summer fair',
      summary: 'Games and food',
      description: 'Bring a friend.',
      startsAt: new Date('2026-07-04T10:00:00Z'),
      endsAt: new Date('2026-07-04T17:30:00Z'),
      locationId: hall.id,
    });

    const response = await fileOf(event.slug).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="?${event.slug}\\.ics"?$`),
    );
    expect(response.headers['cache-control']).toBe('no-cache');

    expect(response.text).toContain('DTSTART;TZID=Europe/Amsterdam:20260704T120000\r\n');
    // Stamps are UTC whatever the events' zone (RFC 5545 3.8.7.2).
    expect(response.text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    const calendar = parseCalendar(response.text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.timezones).toEqual(['Europe/Amsterdam']);
    expect(calendar.events).toHaveLength(1);
    const [entry] = calendar.events;
    expect(entry).toMatchObject({
      uid: `event-${event.id}@www.agora.example`,
      sequence: 0,
      summary: 'Summer fair',
      status: 'CONFIRMED',
      tzid: 'Europe/Amsterdam',
      // Summer time: UTC+2.
      localStart: '2026-07-04T12:00:00',
      location: `Town Hall, Oudegracht 88, ${(await db.postCode.findUniqueOrThrow({ where: { id: hall.postCodeId } })).code} Utrecht`,
      url: `https://www.agora.example:8443/events/${event.slug}`,
      start: new Date('2026-07-04T10:00:00Z'),
      end: new Date('2026-07-04T17:30:00Z'),
    });
    expect(entry!.description).toContain('Games and food');
    expect(entry!.description).toContain('Bring a friend.');
  });

  it("escapes the calendar's name as text and ends every line, the last too, with CRLF", async () => {
    const event = await createEvent(db, NOW, { title: 'Quiz, food; and \\ more' });
    const { text } = await fileOf(event.slug).expect(200);
    expect(text).toContain('\r\nNAME:Quiz\\, food\\; and \\\\ more\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Quiz\\, food\\; and \\\\ more\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes winter times with the winter offset of the same zone', async () => {
    const event = await createEvent(db, NOW, from('2026-12-01T18:00:00Z'));
    const entry = await eventFile(event.slug);
    expect(entry.localStart).toBe('2026-12-01T19:00:00');
    expect(entry.start).toEqual(new Date('2026-12-01T18:00:00Z'));
  });

  it('answers the 404 Error page for a draft and for an unknown slug', async () => {
    const draft = await createEvent(db, NOW, { status: 'draft' });
    for (const slug of [draft.slug, 'no-such-event']) {
      const { body } = await visit(request(testApp.app), `/events/${slug}/calendar.ics`, {
        version: testApp.context.assets.version,
      }).expect(404);
      expect(body.component).toBe('Error');
    }
  });

  it('keeps its UID and raises SEQUENCE with every change a calendar shows, and only then', async () => {
    const event = await createEvent(db, NOW, { title: 'Quiz night' });
    const first = await eventFile(event.slug);

    await edit(event.id, { title: 'Pub quiz' });
    const renamed = await eventFile(event.slug);
    expect(renamed).toMatchObject({ uid: first.uid, sequence: 1, summary: 'Pub quiz' });

    // The capacity is not in the calendar, and saving an unchanged form changes nothing.
    await edit(event.id, { capacity: '40' });
    await edit(event.id, {});
    expect((await eventFile(event.slug)).sequence).toBe(1);

    await edit(event.id, { startsAt: '2026-06-23T18:00:00.000Z', endsAt: '2026-06-23T21:00:00.000Z' });
    const moved = await eventFile(event.slug);
    expect(moved).toMatchObject({ uid: first.uid, sequence: 2, start: new Date('2026-06-23T18:00:00Z') });

    await edit(event.id, { description: 'Teams of four.' });
    expect((await eventFile(event.slug)).sequence).toBe(3);

    await edit(event.id, { status: 'cancelled' });
    const cancelled = await eventFile(event.slug);
    expect(cancelled).toMatchObject({ uid: first.uid, sequence: 4, status: 'CANCELLED' });
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      cancelledAt: NOW,
      calendarSequence: 4,
    });

    // A new slug moves the file, not the entry: calendars still match it by its UID.
    await edit(event.id, { slug: 'pub-quiz-renamed', status: 'published' });
    await fileOf(event.slug).expect(301).expect('Location', '/events/pub-quiz-renamed/calendar.ics');
    const reopened = await eventFile('pub-quiz-renamed');
    expect(reopened).toMatchObject({ uid: first.uid, sequence: 5, status: 'CONFIRMED' });
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ cancelledAt: null });
  });
});

describe('a location edit', () => {
  it('raises the SEQUENCE of the events held there when it changes their LOCATION, and only then', async () => {
    const hall = await createLocation(db, 'Old Hall');
    const event = await createEvent(db, NOW, { locationId: hall.id });
    const form = (changes: Record<string, unknown>) => ({
      name: 'Old Hall',
      slug: hall.slug,
      description: '',
      streetAddress: hall.streetAddress,
      postCodeId: hall.postCodeId,
      latitude: '',
      longitude: '',
      capacity: '',
      published: true,
      featured: false,
      ...changes,
    });
    const save = (changes: Record<string, unknown>) =>
      submit(admin, 'put', `/admin/locations/${hall.id}`, form(changes), `/admin/locations/${hall.id}/edit`).expect(
        303,
      );

    await save({ description: 'Not in any calendar.' });
    expect((await eventFile(event.slug)).sequence).toBe(0);
    await save({ name: 'New Hall' });
    const moved = await eventFile(event.slug);
    expect(moved.sequence).toBe(1);
    expect(moved.location).toMatch(/^New Hall, Oudegracht 88, /);

    // The post code's lines are part of LOCATION too; its region is not.
    const postCode = await db.postCode.findUniqueOrThrow({ where: { id: hall.postCodeId } });
    const savePostCode = (changes: Record<string, unknown>) =>
      submit(
        admin,
        'put',
        `/admin/post-codes/${postCode.id}`,
        { code: postCode.code, placeName: postCode.placeName, region: '', latitude: '', longitude: '', ...changes },
        `/admin/post-codes/${postCode.id}/edit`,
      ).expect(303);
    await savePostCode({ region: 'Somewhere' });
    expect((await eventFile(event.slug)).sequence).toBe(1);
    await savePostCode({ placeName: 'Amersfoort' });
    const renamed = await eventFile(event.slug);
    expect(renamed.sequence).toBe(2);
    expect(renamed.location).toMatch(/ Amersfoort$/);
  });
});

describe('the public feed', () => {
  it('lists upcoming published events and recent cancellations, inline, and drops old cancellations', async () => {
    await db.event.deleteMany({ where: { tickets: { none: {} } } });
    const upcoming = await createEvent(db, NOW, { title: 'Upcoming', inDays: 3 });
    const running = await createEvent(db, NOW, { title: 'Running', ...from(new Date(NOW.getTime() - HOUR)) });
    await createEvent(db, NOW, { title: 'Past', inDays: -3 });
    await createEvent(db, NOW, { title: 'Draft', status: 'draft' });
    const cancelled = await createEvent(db, NOW, {
      title: 'Called off',
      status: 'cancelled',
      cancelledAt: new Date(NOW.getTime() - 29 * DAY),
      calendarSequence: 2,
    });
    await createEvent(db, NOW, {
      title: 'Long gone',
      status: 'cancelled',
      cancelledAt: new Date(NOW.getTime() - 31 * DAY),
    });

    const response = await request(testApp.app).get('/events.ics').expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline');
    const feed = parseCalendar(response.text);
    expect(feed.name).toBe('Agora events');
    expect(feed.events.map(({ summary, status }) => [summary, status])).toEqual([
      ['Running', 'CONFIRMED'],
      ['Upcoming', 'CONFIRMED'],
      ['Called off', 'CANCELLED'],
    ]);
    const byTitle = new Map(feed.events.map((entry) => [entry.summary, entry]));
    expect(byTitle.get('Upcoming')?.uid).toBe(`event-${upcoming.id}@www.agora.example`);
    expect(byTitle.get('Running')?.uid).toBe(`event-${running.id}@www.agora.example`);
    expect(byTitle.get('Called off')).toMatchObject({ uid: `event-${cancelled.id}@www.agora.example`, sequence: 2 });

    clock.now = new Date(NOW.getTime() + 2 * DAY);
    try {
      const later = parseCalendar((await request(testApp.app).get('/events.ics').expect(200)).text);
      expect(later.events.map(({ summary }) => summary)).toEqual(['Upcoming']);
    } finally {
      clock.now = NOW;
    }
  });
});

describe('the feed of one tag (SPEC §13: a feed per tag)', () => {
  it('lists the events carrying the tag, under its name, and answers 404 for an unknown tag', async () => {
    const camps = await createEvent(db, NOW, { title: 'Summer camp', inDays: 4 });
    await createEvent(db, NOW, { title: 'Board meeting', inDays: 5 });
    const { editUrl, form } = await editFormOf(testApp, admin, camps.id);
    await submit(admin, 'put', `/admin/events/${camps.id}`, { ...form, tags: 'Camps' }, editUrl).expect(303);

    const response = await request(testApp.app).get('/events.ics?tag=camps').expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parseCalendar(response.text);
    expect(feed.name).toBe('Agora events: Camps');
    expect(feed.events.map(({ summary }) => summary)).toEqual(['Summer camp']);

    await request(testApp.app).get('/events.ics?tag=no-such-tag').expect(404);
    const all = parseCalendar((await request(testApp.app).get('/events.ics').expect(200)).text);
    expect(all.events.map(({ summary }) => summary)).toEqual(expect.arrayContaining(['Summer camp', 'Board meeting']));
  });
});

describe('APP_TIMEZONE', () => {
  it('defaults to UTC, written as UTC times', async () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    const utcApp = await createTestApp({ clock });
    try {
      const event = await createEvent(utcApp.context.db, NOW, from('2026-07-04T10:00:00Z'));
      const response = await request(utcApp.app).get(`/events/${event.slug}/calendar.ics`).expect(200);
      const calendar = parseCalendar(response.text);
      expect(calendar.timezones).toEqual([]);
      expect(calendar.events[0]).toMatchObject({ tzid: null, localStart: '2026-07-04T10:00:00Z' });
    } finally {
      await utcApp.close();
    }
  });

  it('refuses a time zone the system does not know, saying which variable is wrong', () => {
    expect(() => loadConfig({ APP_TIMEZONE: 'Mars/Olympus_Mons' })).toThrow(
      /Invalid configuration:\n {2}APP_TIMEZONE: not a time zone/,
    );
  });
});
