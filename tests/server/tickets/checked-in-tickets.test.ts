// A ticket the door has let in is used: nobody cancels it to take another for a friend (SPEC §6, §11).
import { afterAll, describe, expect, it } from 'vitest';
import type { MemberTicket, TicketPanel } from '../../../common/types/member-tickets.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, pageAt, signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { addChild, guardian } from '../families/support.js';
import { doorScanner, postScan, scanUrl } from '../scanner/support.js';
import { activeTickets, createEvent, HOUR, issueTicket } from './support.js';

const NOW = new Date('2026-06-15T17:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp);

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

/** An event at 19:00, its doors open at 17:00 (now). */
const tonight = (capacity = 10) => createEvent(db, NOW, { inDays: (2 * HOUR) / (24 * HOUR), capacity });

async function scannedIn(eventId: number, code: string) {
  const response = await postScan(door.agent, scanUrl(eventId), { code }).expect(200);
  expect(response.body).toMatchObject({ verdict: { outcome: 'valid' } });
}

const ticketRow = (id: number) => db.ticket.findUniqueOrThrow({ where: { id } });

async function refusedCancel(agent: Agent, ticketId: number) {
  await submit(agent, 'delete', `/tickets/${ticketId}`, {}, '/dashboard').expect(303).expect('Location', '/dashboard');
  expect((await pageAt(testApp, agent, '/dashboard')).flash).toMatchObject({
    error: 'This ticket has been used at the door, so it can no longer be cancelled.',
  });
}

describe('a ticket the door has let in', () => {
  it('cannot be cancelled by its holder, so no second ticket can be taken for a friend', async () => {
    const event = await tonight();
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await scannedIn(event.id, ticket.code);

    await refusedCancel(agent, ticket.id);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', activeEventId: event.id, inside: true });
    expect(await activeTickets(db, event.id)).toBe(1);
    await submit(agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await db.ticket.count({ where: { userId: user.id, eventId: event.id } })).toBe(1);
  });

  it('stays uncancellable after its holder went out again', async () => {
    const event = await tonight();
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await scannedIn(event.id, ticket.code);
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code, direction: 'exit' }).expect(200);

    await refusedCancel(agent, ticket.id);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active' });
  });

  it('offers no Cancel button on the dashboard, the ticket page or the event page', async () => {
    const event = await tonight();
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    const shown = async () => ({
      dashboard: (
        await pageAt<{ tickets: { upcoming: MemberTicket[] } }>(testApp, agent, '/dashboard')
      ).props.tickets.upcoming.find(({ id }) => id === ticket.id)?.cancellable,
      page: (await pageAt<{ ticket: MemberTicket }>(testApp, agent, `/tickets/${ticket.id}`)).props.ticket.cancellable,
      panel: (await pageAt<{ ticketPanel: TicketPanel }>(testApp, agent, `/events/${event.slug}`)).props.ticketPanel,
    });
    expect(await shown()).toEqual({
      dashboard: true,
      page: true,
      panel: { kind: 'held', ticketId: ticket.id, cancellable: true },
    });
    await scannedIn(event.id, ticket.code);
    expect(await shown()).toEqual({
      dashboard: false,
      page: false,
      panel: { kind: 'held', ticketId: ticket.id, cancellable: false },
    });
  });

  it("cannot be cancelled by the holder's guardian either", async () => {
    const event = await tonight();
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 11);
    const ticket = await issueTicket(db, event.id, child.id);
    await scannedIn(event.id, ticket.code);

    await refusedCancel(agent, ticket.id);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', inside: true });
  });

  it('can be cancelled again once an admin undid its check-in', async () => {
    const event = await tonight();
    const { user, agent } = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, user.id);
    await scannedIn(event.id, ticket.code);
    const { agent: admin } = await signedIn(testApp, { roles: ['admin'] });
    await submit(admin, 'delete', `/admin/events/${event.id}/check-ins/${ticket.id}`).expect(303);

    await submit(agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'cancelled' });
  });

  it('stays at the door when its holder deletes their account: counted inside until they leave; the rest are freed', async () => {
    const event = await tonight();
    const later = await createEvent(db, NOW, { capacity: 2 });
    const { user, agent } = await signedIn(testApp);
    const inside = await issueTicket(db, event.id, user.id);
    const upcoming = await issueTicket(db, later.id, user.id);
    await scannedIn(event.id, inside.code);

    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);

    expect(await ticketRow(inside.id)).toMatchObject({ status: 'active', inside: true });
    expect(await ticketRow(upcoming.id)).toMatchObject({ status: 'cancelled' });
    const exit = await postScan(door.agent, scanUrl(event.id), { code: inside.code, direction: 'exit' }).expect(200);
    expect(exit.body).toMatchObject({ verdict: { outcome: 'valid', direction: 'exit' } });
  });
});
