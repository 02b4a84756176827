// An organiser cancels an attendee's ticket from the admin event page: the place frees up, the holder is
// told, and the audit log keeps who did it.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../support/factories.js';
import { appWithAdmin, page, submit, type Agent } from '../../admin/support.js';
import { createEvent, createTicket, expectOrganisersOnly, ticketOfEventOver } from './support.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const { testApp, admin } = await appWithAdmin({ clock: { now: NOW } });
const { db } = testApp.context;

const cancel = (agent: Agent, eventId: number, ticketId: number) =>
  submit(agent, 'delete', `/admin/events/${eventId}/tickets/${ticketId}`, {}, `/admin/events/${eventId}?q=a`);

const statusOf = async (ticketId: number) => (await db.ticket.findUniqueOrThrow({ where: { id: ticketId } })).status;

describe("cancelling an attendee's ticket (organiser tools)", () => {
  it('frees the place for the first person waiting, mails the holder, writes the audit log, and goes back', async () => {
    const event = await createEvent(db, { title: 'Sold out show', capacity: 1 });
    const { ticket, user } = await createTicket(db, event.id, { name: 'Mistaken Mo' });
    const waiting = await createTicket(db, (await createEvent(db)).id, { name: 'Waiting Wil' });
    await db.waitingListEntry.create({ data: { eventId: event.id, userId: waiting.user.id, rank: 1 } });

    const response = await cancel(admin, event.id, ticket.id).expect(303);
    expect(response.headers.location).toBe(`/admin/events/${event.id}?q=a`);
    expect((await page(testApp, admin, response.headers.location!)).flash.success).toBe(
      'Ticket cancelled: its holder is told by e-mail.',
    );
    expect(await statusOf(ticket.id)).toBe('cancelled');

    const entry = await db.waitingListEntry.findFirstOrThrow({ where: { eventId: event.id } });
    expect(entry.offeredAt).not.toBeNull();
    await testApp.runJobs();
    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Ticket cancelled: Sold out show']);
    expect(mails[0]!.text).toContain('The organisers have cancelled the ticket of Mistaken Mo for Sold out show');

    const audit = await db.auditEntry.findFirstOrThrow({ where: { action: 'ticket.cancelled', subjectId: ticket.id } });
    expect(audit).toMatchObject({ subjectType: 'ticket', subjectLabel: `Ticket ${ticket.id}` });
    expect([JSON.parse(audit.before!), JSON.parse(audit.after!)]).toEqual([
      { status: 'active' },
      { status: 'cancelled' },
    ]);

    // Sent again (a double click): nothing more happens, and nobody is mailed twice.
    await cancel(admin, event.id, ticket.id).expect(303);
    expect((await page(testApp, admin, `/admin/events/${event.id}`)).flash.error).toBe(
      'This ticket is already cancelled.',
    );
    await testApp.runJobs();
    expect(await testApp.mailTo(user.email)).toHaveLength(1);
    expect(await db.auditEntry.count({ where: { action: 'ticket.cancelled', subjectId: ticket.id } })).toBe(1);
  });

  it('refuses a ticket the door let in, and one of an event that is over, changing nothing', async () => {
    const scanner = await createUser(db, { name: 'Door Dee' });
    const event = await createEvent(db);
    const inside = await createTicket(db, event.id, { checkedIn: { at: NOW, byId: scanner.id } });
    await cancel(admin, event.id, inside.ticket.id).expect(303);
    expect((await page(testApp, admin, `/admin/events/${event.id}`)).flash.error).toBe(
      'This ticket was let in at the door: undo its check-in first.',
    );
    expect(await statusOf(inside.ticket.id)).toBe('active');

    const { event: over, ticket: old } = await ticketOfEventOver(db, NOW);
    await cancel(admin, over.id, old.id).expect(303);
    expect((await page(testApp, admin, `/admin/events/${over.id}`)).flash.error).toBe(
      'This event is over: its tickets stay as they were.',
    );
    expect(await statusOf(old.id)).toBe('active');
  });

  it('answers 404 for a ticket of another event or none, and is for events.manage only', async () => {
    const { event, ticket } = await expectOrganisersOnly(testApp, admin, cancel);
    // Without the CSRF token.
    await admin.delete(`/admin/events/${event.id}/tickets/${ticket.id}`).set('X-Inertia', 'true').expect(419);
    expect(await statusOf(ticket.id)).toBe('active');
  });
});
