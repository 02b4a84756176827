// What a request costs in SQL statements is deterministic: each route is held to a budget, so a change
// that adds a query per row or per relation fails here rather than in production (SPEC §15).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../support/inertia-request.js';
import { signedIn, type Agent } from '../support/member-session.js';
import { createUser } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createEvent, createLocation, issueTicket } from './tickets/support.js';
import { createTicket, doorScanner, postScan, scanUrl } from './scanner/support.js';

let testApp: TestApp;
let member: Agent;
let door: Agent;
let staff: Agent;
let eventSlug = '';
let eventId = 0;
let locationSlug = '';
let postSlug = '';
let calendarToken = '';
const codes: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.context;
  const now = testApp.clock.now;
  const location = await createLocation(db, 'Budget Hall');
  locationSlug = location.slug;
  for (let number = 0; number < 6; number += 1) {
    const event = await createEvent(db, now, {
      locationId: location.id,
      capacity: 50,
      inDays: number + 1,
      description: '## Bring\nA sleeping bag.',
    });
    if (number === 0) ({ slug: eventSlug, id: eventId } = event);
  }
  for (let number = 0; number < 6; number += 1) {
    const post = await db.blogPost.create({
      data: {
        title: `Budget post ${number}`,
        slug: `budget-post-${number}`,
        body: '# Heading\n\nSome **text**.',
        status: 'published',
        publishedAt: new Date(now.getTime() - (number + 1) * 60_000),
      },
    });
    if (number === 0) postSlug = post.slug;
  }
  ({ agent: member } = await signedIn(testApp));
  const memberId = (await db.user.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
  await issueTicket(db, eventId, memberId);
  calendarToken = 'budget-calendar-token';
  await db.user.update({ where: { id: memberId }, data: { calendarToken } });
  ({ agent: door } = await doorScanner(testApp));
  for (let number = 0; number < 3; number += 1) {
    const ticket = await createTicket(db, eventId);
    codes.push(ticket.code);
    // Holders with care information, so the scan's statement pays for the care icons too.
    await db.careInfo.create({ data: { userId: ticket.userId, allergies: 'Nuts', photoConsent: 'none' } });
  }
  ({ agent: staff } = await signedIn(testApp, { roles: ['admin'] }));
});
afterAll(() => testApp.close());

/** The statements one request costs. */
async function cost(send: () => PromiseLike<{ status: number }>, status = 200): Promise<number> {
  testApp.statements.statements = 0;
  const response = await send();
  expect(response.status).toBe(status);
  return testApp.statements.statements;
}

const guestVisit = (url: string) => () => visit(request(testApp.app), url, { version: testApp.context.assets.version });
const memberVisit = (url: string) => () => visit(member, url, { version: testApp.context.assets.version });

// Today's figures, measured on SQLite (with Redis, the session is not read from the database: one
// fewer). A budget is the most a route may run; lowering them is the speed issue's work; raising one
// needs a reason written beside it.
describe('statement budgets per request', () => {
  it.each([
    ['a guest on the home page', '/', 6],
    ['a guest on the blog', '/blog', 3],
    ['a guest on the events list', '/events', 4],
    ['a guest on a location page', () => `/locations/${locationSlug}`, 4],
  ])('%s', async (_name, url, budget) => {
    const path = typeof url === 'function' ? url() : url;
    expect(await cost(guestVisit(path))).toBeLessThanOrEqual(budget);
  });

  // Public pages, who the member is and their session are kept in the process until a write changes them
  // (server/content/kept-reads.ts): a repeat visit reads nothing, a member's neither (with Redis, their
  // session is in Redis).
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/events', '/events'],
    ['/locations', '/locations'],
    ['a location page', () => `/locations/${locationSlug}`],
    ['a post', () => `/blog/${postSlug}`],
  ])('a repeat visit of %s', async (_name, url) => {
    const path = typeof url === 'function' ? url() : url;
    await cost(guestVisit(path));
    expect(await cost(guestVisit(path))).toBe(0);
    await cost(memberVisit(path));
    expect(await cost(memberVisit(path))).toBe(0);
  });

  it.each(['/events.ics', '/blog/rss.xml', '/sitemap.xml'])('polling %s again', async (url) => {
    await cost(() => request(testApp.app).get(url));
    expect(await cost(() => request(testApp.app).get(url))).toBe(0);
  });

  // The places still free change with every ticket: a ticket taken has them counted again, the rest is kept.
  it('a repeat visit of an event page, and one after a ticket was taken', async () => {
    const { id: userId } = await createUser(testApp.context.db);
    const page = guestVisit(`/events/${eventSlug}`);
    await cost(page);
    expect(await cost(page)).toBe(0);
    await createTicket(testApp.context.db, eventId, { userId });
    expect(await cost(page)).toBe(1);
    expect(await cost(page)).toBe(0);
  });

  // 4: the other upcoming events at the same location are one more query (server/features/events/service.ts).
  it('a guest on an event page', async () => {
    expect(await cost(guestVisit(`/events/${eventSlug}`))).toBeLessThanOrEqual(4);
  });

  // 3: the posts to read next under a post are one more query (server/features/blog/related.ts).
  it('a guest reading a post', async () => {
    expect(await cost(guestVisit(`/blog/${postSlug}`))).toBeLessThanOrEqual(3);
  });

  // 10 for the member and their tickets, one more for the organisers' messages they received, one more
  // for their places on waiting lists, each place in line counted in that same statement.
  it('a member on their dashboard', async () => {
    expect(await cost(memberVisit('/dashboard'))).toBeLessThanOrEqual(12);
  });

  // Calendar apps poll feeds: events, their locations and post codes are one query each, whatever their number.
  it.each([
    ["an event's calendar file", () => `/events/${eventSlug}/calendar.ics`, 3],
    ['the public calendar feed', () => '/events.ics', 3],
    ["a member's private calendar feed", () => `/calendar/${calendarToken}.ics`, 5],
  ])('%s', async (_name, url, budget) => {
    expect(await cost(() => request(testApp.app).get(url()))).toBeLessThanOrEqual(budget);
  });

  // As the scanner page sends a scan: with its own client scan id, which costs no statement (a scan sent
  // again is found by the log's unique key, not looked up first).
  const scanned = (code: string) => ({ code, clientScanId: crypto.randomUUID() });

  // The care icons (SPEC §12), presence and the location's limit cost nothing: they come from joins in the
  // scan's one ticket statement. The admissions per entrance beside the counters are one more (SPEC §11).
  it('a door scan', async () => {
    expect(await cost(() => postScan(door, scanUrl(eventId), scanned(codes[0]!)))).toBeLessThanOrEqual(12);
  });

  // The next scan finds the door person, their session and the event kept from the first
  // (server/content/kept-reads.ts): the ticket, the transaction's four, and the three counts after it.
  it("a busy door's next scan", async () => {
    expect(await cost(() => postScan(door, scanUrl(eventId), scanned(codes[1]!)))).toBeLessThanOrEqual(8);
  });

  // A guardian asked to be told of the holder's comings and goings (SPEC §11): the notice's job is written
  // in the scan's transaction and, after it, handed to the queue and deleted from the outbox; its guardians
  // are looked up by the job. Three statements, as many as looking them up and queueing their mails after
  // the commit cost, which a crash between the two would have lost.
  it('a scan of a child whose guardian asked for door notices', async () => {
    const { db } = testApp.context;
    const plain = await cost(() => postScan(door, scanUrl(eventId), scanned(codes[2]!)));
    const child = await createTicket(db, eventId);
    await db.user.update({ where: { id: child.userId }, data: { birthDate: new Date('2016-01-01T00:00:00Z') } });
    const parent = await createUser(db, { name: 'Budget Parent' });
    await db.guardian.create({
      data: {
        userId: child.userId,
        accountId: parent.id,
        doorNotices: true,
        name: 'Budget Parent',
        email: parent.email,
        phone: '+31612345670',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    const watched = await cost(() => postScan(door, scanUrl(eventId), scanned(child.code)));
    console.log('DOORCOST', plain, watched);
    expect(watched - plain).toBeLessThanOrEqual(3);
  });

  // Care details are read only on request: tickets, holders, their care, its contacts (one statement per
  // relation, not per row) and the audit entry.
  it('care details on the admin event page cost a fixed number of statements, whatever the attendees', async () => {
    const url = `/admin/events/${eventId}`;
    const version = testApp.context.assets.version;
    const without = await cost(() => visit(staff, url, { version }));
    const withCare = await cost(() => visit(staff, `${url}?care=1`, { version }));
    expect(withCare - without).toBeLessThanOrEqual(5);
  });
});
