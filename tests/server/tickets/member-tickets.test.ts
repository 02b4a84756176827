import { afterAll, describe, expect, it } from 'vitest';
import type { MemberTicket } from '../../../common/types/member-tickets.js';
import { visit } from '../../support/inertia-request.js';
import { confirmPassword, pageAt, signedIn, submit } from '../../support/member-session.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { activeTickets, createEvent, DAY, HOUR, issueTicket } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const version = testApp.context.assets.version;

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
const dashboard = async (agent: Agent) =>
  (await pageAt<{ tickets: { upcoming: MemberTicket[]; past: MemberTicket[] } }>(testApp, agent, '/dashboard')).props
    .tickets;

describe('cancelling a ticket', () => {
  it("cancels the member's own ticket before the event and frees its place", async () => {
    const event = await createEvent(db, NOW, { capacity: 1 });
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);

    await submit(agent, 'delete', `/tickets/${ticket.id}`, {}, '/dashboard')
      .expect(303)
      .expect('Location', '/dashboard');
    expect((await pageAt(testApp, agent, '/dashboard')).flash).toEqual({
      success: 'Your ticket is cancelled and its place is free again.',
    });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
      status: 'cancelled',
      activeEventId: null,
    });
    expect(await activeTickets(db, event.id)).toBe(0);

    const { agent: next } = await signedIn(testApp);
    await submit(next, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await activeTickets(db, event.id)).toBe(1);
  });

  it('leaves the ticket page for the dashboard after cancelling from it', async () => {
    const event = await createEvent(db, NOW);
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await submit(agent, 'delete', `/tickets/${ticket.id}`, {}, `/tickets/${ticket.id}`)
      .expect(303)
      .expect('Location', '/dashboard');
  });

  it('lets the member take a ticket again after cancelling', async () => {
    const event = await createEvent(db, NOW);
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await submit(agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    await submit(agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await db.ticket.count({ where: { userId: user.id, eventId: event.id, status: 'active' } })).toBe(1);
  });

  it('refuses once the event has started, changing nothing', async () => {
    const event = await createEvent(db, NOW, {
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await submit(agent, 'delete', `/tickets/${ticket.id}`, {}, '/dashboard').expect(303);
    expect((await pageAt(testApp, agent, '/dashboard')).flash).toEqual({
      error: 'The event has already started, so this ticket can no longer be cancelled.',
    });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
      status: 'active',
      activeEventId: event.id,
    });
  });

  it("answers 404 for another member's ticket, a cancelled one or one that does not exist, changing nothing", async () => {
    const event = await createEvent(db, NOW);
    const { user: owner } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, owner.id);
    const { agent: other } = await signedIn(testApp);
    await submit(other, 'delete', `/tickets/${ticket.id}`).expect(404);
    await submit(other, 'delete', '/tickets/999999').expect(404);
    await submit(other, 'delete', '/tickets/not-a-number').expect(404);
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: 'active' });
  });

  it('frees the places of a member who deletes their account', async () => {
    const event = await createEvent(db, NOW, { capacity: 2 });
    const { user, agent } = await signedIn(testApp);
    await issueTicket(db, event.id, user.id);
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);
    expect(await activeTickets(db, event.id)).toBe(0);
  });
});

describe("the member's tickets", () => {
  it('lists upcoming tickets (soonest first, with QR code and code) and past events, never cancelled tickets', async () => {
    const { user, agent } = await signedIn(testApp);
    const later = await issueTicket(db, (await createEvent(db, NOW, { title: 'Later', inDays: 20 })).id, user.id);
    const sooner = await issueTicket(db, (await createEvent(db, NOW, { title: 'Sooner', inDays: 2 })).id, user.id);
    const past = await issueTicket(db, (await createEvent(db, NOW, { title: 'Gone', inDays: -5 })).id, user.id);
    await db.ticket.update({ where: { id: past.id }, data: { checkedInAt: new Date(NOW.getTime() - 5 * DAY) } });
    const cancelled = await issueTicket(db, (await createEvent(db, NOW, { title: 'Dropped', inDays: 3 })).id, user.id);
    await db.ticket.update({ where: { id: cancelled.id }, data: { status: 'cancelled', activeEventId: null } });

    const tickets = await dashboard(agent);
    expect(tickets.upcoming.map((ticket) => [ticket.id, ticket.event.title])).toEqual([
      [sooner.id, 'Sooner'],
      [later.id, 'Later'],
    ]);
    expect(tickets.upcoming[0]).toMatchObject({ code: sooner.code, checkedInAt: null, cancellable: true });
    const svg = Buffer.from(tickets.upcoming[0]!.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(tickets.past).toMatchObject([{ id: past.id, event: { title: 'Gone' }, cancellable: false }]);
    expect(tickets.past[0]?.checkedInAt).toBeTruthy();
  });

  it('shows the printable ticket to its owner only', async () => {
    const event = await createEvent(db, NOW, { title: 'Printed' });
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    const page = await pageAt<{ ticket: MemberTicket }>(testApp, agent, `/tickets/${ticket.id}`);
    expect(page.component).toBe('ticket/Show');
    expect(page.props.ticket).toMatchObject({ id: ticket.id, code: ticket.code, event: { title: 'Printed' } });
    expect(page.props.ticket.qr).toMatch(/^data:image\/svg\+xml;base64,/);

    const { agent: other } = await signedIn(testApp);
    await visit(other, `/tickets/${ticket.id}`, { version }).expect(404);
    expect(JSON.stringify(await dashboard(other))).not.toContain(ticket.code);
    const eventPage = await pageAt(testApp, other, `/events/${event.slug}`);
    expect(JSON.stringify(eventPage.props)).not.toContain(ticket.code);
    expect(eventPage.props).toMatchObject({ ticketPanel: { kind: 'available' } });
  });

  it('needs a verified member', async () => {
    const { agent } = await signedIn(testApp, { verified: false });
    await visit(agent, '/dashboard', { version }).expect(302).expect('Location', '/verify-email');
    await visit(agent, '/tickets/1', { version }).expect(302).expect('Location', '/verify-email');
  });
});
