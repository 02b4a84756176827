// The admin home's figures for the week, each shown only to those who manage that area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWeek } from '../../../common/types/admin-week.js';
import { createRoleWith, createUser } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { createEvent, createTicket } from '../events/admin/support.js';
import * as door from '../scanner/support.js';
import { createPost } from '../blog/support.js';
import { visit } from '../../support/inertia-request.js';
import { page, signedInWith, submit, type PageBody } from './support.js';

const DAY = 24 * 60 * 60 * 1000;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The week's figures as the client fetches them: a partial reload asking for the deferred prop. */
const weekFor = async (roles: string[], options: { twoFactor?: boolean } = {}) => {
  const { agent } = await signedInWith(testApp, roles, options);
  const { body } = await visit(agent, '/admin', {
    version: testApp.context.assets.version,
    partialComponent: 'admin/Dashboard',
    only: ['week'],
  }).expect(200);
  const { component, props } = body as PageBody<{ week: AdminWeek }>;
  expect(component).toBe('admin/Dashboard');
  return props.week;
};
const fromNow = (days: number) => new Date(testApp.clock.now.getTime() + days * DAY);

/** An admin at the door of an event under way with one ticket, and the week's door figures before any scan. */
async function atTheDoor() {
  const { db } = testApp.context;
  const { agent } = await signedInWith(testApp, ['admin']);
  const event = await door.createEvent(db, { startsAt: fromNow(-1 / 24) });
  const ticket = await door.createTicket(db, event.id);
  const before = (await weekFor(['admin'])).door!;
  const scan = async (direction: 'entry' | 'exit') => {
    const { body } = await door.postScan(agent, door.scanUrl(event.id), { code: ticket.code, direction }).expect(200);
    expect(body).toMatchObject({ verdict: { outcome: 'valid' } });
  };
  return { agent, event, ticket, before, scan };
}

describe('the admin home', () => {
  it('sends the page without the week, which the client fetches right after (a skeleton meanwhile)', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const first = await page<{ week?: AdminWeek }>(testApp, agent, '/admin');
    expect(first.props).not.toHaveProperty('week');
    expect(first.deferredProps).toEqual({ week: ['week'] });
  });

  it("shows the week ahead's events with their fill, and the week's tickets, members and door scans", async () => {
    const { db } = testApp.context;
    const before = await weekFor(['admin']);

    const soon = await createEvent(db, { title: 'Soon', startsAt: fromNow(1), capacity: 10 });
    const sooner = await createEvent(db, { title: 'Sooner', startsAt: fromNow(0.5) });
    await createEvent(db, { title: 'Next month', startsAt: fromNow(30) });
    await createEvent(db, { title: 'Draft', startsAt: fromNow(2), status: 'draft' });
    await createEvent(db, { title: 'Over', startsAt: fromNow(-1) });
    await createTicket(db, soon.id);
    await createTicket(db, soon.id);
    await createTicket(db, soon.id, { cancelled: true });
    const { ticket: old } = await createTicket(db, sooner.id);
    await db.ticket.update({ where: { id: old.id }, data: { createdAt: fromNow(-8) } });
    const longAgo = await createUser(db);
    await db.user.update({ where: { id: longAgo.id }, data: { createdAt: fromNow(-8) } });
    const scanner = await createUser(db);
    for (const [outcome, at] of [
      ['valid', fromNow(-1)],
      ['already_checked_in', fromNow(-1)],
      ['valid', fromNow(-9)],
    ] as const)
      await db.checkIn.create({ data: { eventId: soon.id, scannedById: scanner.id, outcome, at } });
    await createPost(db, { status: 'draft', publishedAt: null });
    await createPost(db, { publishedAt: fromNow(3) });

    const week = await weekFor(['admin']);
    expect(week.events!.upcoming).toEqual([
      { id: sooner.id, title: 'Sooner', startsAt: sooner.startsAt.toISOString(), ticketsTaken: 1, capacity: null },
      { id: soon.id, title: 'Soon', startsAt: soon.startsAt.toISOString(), ticketsTaken: 2, capacity: 10 },
    ]);
    // The tickets for "Soon" (the cancelled one does not count) and not the one taken 8 days ago.
    expect(week.events!.ticketsTaken - before.events!.ticketsTaken).toBe(2);
    // Ticket holders, the scanner and the admin signed in for this page joined now; the old member did not.
    const joinedNow = await db.user.count({ where: { createdAt: { gte: fromNow(-7) } } });
    expect(week.newMembers).toBe(joinedNow);
    expect(week.door).toEqual({ scans: before.door!.scans + 2, admitted: before.door!.admitted + 1 });
    expect(week.posts).toEqual({ drafts: before.posts!.drafts + 1, scheduled: before.posts!.scheduled + 1 });
  });

  it('counts an undone check-in as a scan that admitted no one', async () => {
    const { agent, event, ticket, before, scan } = await atTheDoor();
    await scan('entry');
    await submit(agent, 'delete', `/admin/events/${event.id}/check-ins/${ticket.id}`).expect(303);

    expect((await weekFor(['admin'])).door).toEqual({ scans: before.scans + 1, admitted: before.admitted });
  });

  it('counts a let-out as a scan that admitted no one', async () => {
    const { before, scan } = await atTheDoor();
    await scan('entry');
    await scan('exit');

    expect((await weekFor(['admin'])).door).toEqual({ scans: before.scans + 2, admitted: before.admitted + 1 });
  });

  it('shows only the figures of the areas the viewer manages', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'writers-week', ['blog.manage']);
    expect(await weekFor(['writers-week'])).toMatchObject({ events: null, newMembers: null, door: null });
    expect((await weekFor(['writers-week'])).posts).not.toBeNull();
    await createRoleWith(db, 'door-week', ['tickets.scan']);
    const door = await weekFor(['door-week']);
    expect(door).toMatchObject({ events: null, newMembers: null, posts: null });
    expect(door.door).not.toBeNull();
  });

  it('leaves out the areas whose permission waits for two-factor sign-in, and the door events', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'writer-manager-week', ['blog.manage', 'events.manage', 'users.manage']);
    const week = await weekFor(['writer-manager-week'], { twoFactor: false });
    expect(week).toMatchObject({ events: null, newMembers: null, door: null });
    expect(week.posts).not.toBeNull();
    const { agent } = await signedInWith(testApp, ['writer-manager-week'], { twoFactor: false });
    expect((await page<{ doorEvents: unknown }>(testApp, agent, '/admin')).props.doorEvents).toBeNull();
  });
});
