// A member's private calendar feed (settings/Calendar) and the calendar file in the ticket mail.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { CalendarFeedView } from '../../common/types/settings.js';
import { DEFAULT_PASSWORD } from '../support/factories.js';
import { onlyEvent, parseCalendar } from '../support/ical.js';
import { partOfType } from '../support/mailbox.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../support/member-session.js';
import { browserAgent, createTestApp } from '../support/test-app.js';
import { addChild } from './families/support.js';
import { createEvent, DAY, issueTicket } from './tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const APP_URL = 'https://www.agora.example';
const testApp = await createTestApp({ clock, env: { APP_URL, APP_TIMEZONE: 'Europe/Amsterdam' } });
afterAll(() => testApp.close());
const { db } = testApp.context;

const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };

async function feedView(agent: Agent) {
  const { component, props } = await pageAt<{ feed: CalendarFeedView }>(testApp, agent, '/settings/calendar');
  expect(component).toBe('settings/Calendar');
  return props.feed;
}

/** Creates or renews the member's feed address and returns it as the settings page shows it. */
async function renewFeed(agent: Agent) {
  await submit(agent, 'post', '/settings/calendar').expect(302).expect('Location', '/settings/calendar');
  const { privateUrl } = await feedView(agent);
  if (!privateUrl) throw new Error('no feed address after creating one');
  return privateUrl;
}

/** The feed at an address the settings page gave (a full URL on APP_URL), as a calendar app fetches it. */
const fetchFeed = (url: string) => request(testApp.app).get(new URL(url).pathname);

async function feedEntries(url: string) {
  const response = await fetchFeed(url).expect(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseCalendar(response.text).events;
}

describe('the calendar settings page', () => {
  it('shows no private address until the member asks for one, and the public feed address always', async () => {
    const { agent } = await signedIn(testApp);
    expect(await feedView(agent)).toEqual({ privateUrl: null, publicUrl: `${APP_URL}/events.ics` });
    const url = await renewFeed(agent);
    expect(url).toMatch(new RegExp(`^${APP_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  });

  it('renews the address: the old one answers 404 at once, the new one works', async () => {
    const { agent } = await signedIn(testApp);
    const first = await renewFeed(agent);
    await fetchFeed(first).expect(200);
    const second = await renewFeed(agent);
    expect(second).not.toBe(first);
    await fetchFeed(first).expect(404);
    await fetchFeed(second).expect(200);
    await submit(agent, 'post', '/settings/calendar').expect(302);
    expect((await pageAt(testApp, agent, '/settings/calendar')).flash).toEqual({
      success: 'Your calendar feed has a new address. Subscribe to it again where you used the old one.',
    });
  });

  it('sends a guest who tries to create an address to the login page', async () => {
    const guest = await browserAgent(testApp.app);
    await submit(guest, 'post', '/settings/calendar').expect(302).expect('Location', '/login');
  });

  it('lets only a verified member create an address', async () => {
    const { agent, user } = await signedIn(testApp, { verified: false });
    await submit(agent, 'post', '/settings/calendar').expect(302).expect('Location', '/verify-email');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).calendarToken).toBeNull();
  });

  it('refuses a renewal without the CSRF token, keeping the address', async () => {
    const { agent, user } = await signedIn(testApp);
    const url = await renewFeed(agent);
    await agent.post('/settings/calendar').send({}).expect(419);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).calendarToken).toBe(
      new URL(url).pathname.slice('/calendar/'.length, -'.ics'.length),
    );
  });

  it('answers 404 for an address nobody holds', async () => {
    await request(testApp.app).get('/calendar/not-a-token.ics').expect(404);
  });
});

describe("a member's private feed", () => {
  it('lists the events of their tickets, shows a cancelled ticket as cancelled for 30 days, and no other member’s', async () => {
    const { agent, user } = await signedIn(testApp, adult);
    const held = await createEvent(db, NOW, { title: 'Held', inDays: 2 });
    const dropped = await createEvent(db, NOW, { title: 'Dropped', inDays: 3, calendarSequence: 4 });
    const calledOff = await createEvent(db, NOW, { title: 'Called off', inDays: 4 });
    const notMine = await createEvent(db, NOW, { title: 'Not mine', inDays: 5 });
    await issueTicket(db, held.id, user.id);
    const droppedTicket = await issueTicket(db, dropped.id, user.id);
    await issueTicket(db, calledOff.id, user.id);
    const { user: other } = await signedIn(testApp);
    await issueTicket(db, notMine.id, other.id);
    const url = await renewFeed(agent);

    const before = await feedEntries(url);
    expect(before.map(({ summary, status, sequence }) => [summary, status, sequence])).toEqual([
      ['Held', 'CONFIRMED', 0],
      ['Dropped', 'CONFIRMED', 4],
      ['Called off', 'CONFIRMED', 0],
    ]);
    expect(before[0]?.uid).toBe(`event-${held.id}@www.agora.example`);

    await submit(agent, 'delete', `/tickets/${droppedTicket.id}`).expect(303);
    await db.event.update({ where: { id: calledOff.id }, data: { status: 'cancelled', cancelledAt: NOW } });
    const after = await feedEntries(url);
    // The member's cancellation changes their entry, so its SEQUENCE grows though the event did not change.
    expect(after.map(({ summary, status, sequence }) => [summary, status, sequence])).toEqual([
      ['Held', 'CONFIRMED', 0],
      ['Dropped', 'CANCELLED', 5],
      ['Called off', 'CANCELLED', 0],
    ]);

    // Taking a ticket again brings the entry back, with a higher SEQUENCE still.
    await issueTicket(db, dropped.id, user.id);
    expect((await feedEntries(url)).find(({ summary }) => summary === 'Dropped')).toMatchObject({
      status: 'CONFIRMED',
      sequence: 6,
    });

    clock.now = new Date(NOW.getTime() + 31 * DAY);
    try {
      expect((await feedEntries(url)).map(({ summary }) => summary)).toEqual(['Held', 'Dropped']);
    } finally {
      clock.now = NOW;
    }
  });

  it('leaves out drafts', async () => {
    const { agent, user } = await signedIn(testApp);
    const draft = await createEvent(db, NOW, { status: 'draft' });
    await issueTicket(db, draft.id, user.id);
    expect(await feedEntries(await renewFeed(agent))).toEqual([]);
  });

  it("lists a guardian's children's tickets too, as the dashboard does", async () => {
    const { agent, user } = await signedIn(testApp, adult);
    const child = await addChild(testApp, agent, 10, 'Feed Kid');
    const camp = await createEvent(db, NOW, { title: 'Kids camp' });
    const concert = await createEvent(db, NOW, { title: 'Family concert' });
    await issueTicket(db, camp.id, child.id);
    await issueTicket(db, concert.id, child.id);
    await issueTicket(db, concert.id, user.id);
    const stranger = await signedIn(testApp, adult);
    const strangersEvent = await createEvent(db, NOW, { title: 'Not ours' });
    await issueTicket(db, strangersEvent.id, stranger.user.id);

    const entries = await feedEntries(await renewFeed(agent));
    expect(entries.map((entry) => entry.summary).sort()).toEqual(['Family concert', 'Kids camp']);
  });

  it('stops answering once the member deletes their account, the token erased', async () => {
    const { agent, user } = await signedIn(testApp);
    const url = await renewFeed(agent);
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).calendarToken).toBeNull();
    await fetchFeed(url).expect(404);
  });
});

describe('the ticket confirmation mail', () => {
  it('carries the event as a calendar file, with the UID and SEQUENCE of every other file', async () => {
    const { agent, user } = await signedIn(testApp, adult);
    const event = await createEvent(db, NOW, { title: 'Mailed', inDays: 6, calendarSequence: 3 });
    await submit(agent, 'post', `/events/${event.slug}/tickets`).expect(302);

    const [mail] = await testApp.mailTo(user.email);
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(mail?.raw).toContain(`filename=${event.slug}.ics`);
    const attached = partOfType(mail!.raw, 'text/calendar');
    expect(parseCalendar(attached).method).toBe('PUBLISH');
    const downloaded = (await request(testApp.app).get(`/events/${event.slug}/calendar.ics`).expect(200)).text;
    expect(onlyEvent(attached)).toMatchObject({
      uid: onlyEvent(downloaded).uid,
      sequence: 3,
      summary: 'Mailed',
      status: 'CONFIRMED',
      start: event.startsAt,
      end: event.endsAt,
    });
  });
});
