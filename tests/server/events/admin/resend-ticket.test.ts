// An organiser sends an attendee their ticket mail again from the admin event page (as pretix and
// Hi.Events let them): the holder (and a minor's guardians) get it once more, within a limit.
import { describe, expect, it } from 'vitest';
import { appWithAdmin, page, submit, type Agent } from '../../admin/support.js';
import { failNextEnqueue, tickTwiceAfterTheGrace } from '../../jobs/support.js';
import { createEvent, createTicket, expectOrganisersOnly, ticketOfEventOver } from './support.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const { testApp, admin } = await appWithAdmin({ clock: { now: NOW } });
const { db } = testApp.context;

const resend = (agent: Agent, eventId: number, ticketId: number) =>
  submit(agent, 'post', `/admin/events/${eventId}/tickets/${ticketId}/mail`, {}, `/admin/events/${eventId}?q=a`);
const subjects = async (email: string) => (await testApp.mailTo(email)).map(({ subject }) => subject);

describe("sending an attendee's ticket mail again (organiser tools)", () => {
  it('mails the holder their ticket again each time, up to three an hour, and goes back', async () => {
    const event = await createEvent(db, { title: 'Lost mail gig' });
    const { ticket, user } = await createTicket(db, event.id, { name: 'Forgetful Fay' });

    const response = await resend(admin, event.id, ticket.id).expect(302);
    expect(response.headers.location).toBe(`/admin/events/${event.id}?q=a`);
    expect((await page(testApp, admin, response.headers.location!)).flash.success).toBe(
      'Ticket mail sent again to Forgetful Fay.',
    );
    await testApp.runJobs();
    expect(await subjects(user.email)).toEqual(['Your ticket for Lost mail gig']);

    await resend(admin, event.id, ticket.id).expect(302);
    await resend(admin, event.id, ticket.id).expect(302);
    await resend(admin, event.id, ticket.id).expect(429);
    await testApp.runJobs();
    expect(await subjects(user.email)).toHaveLength(3);
  });

  it('answers as usual while the queue refuses the mail for a moment, and mails it once later', async () => {
    const event = await createEvent(db, { title: 'Blip gig' });
    const { ticket, user } = await createTicket(db, event.id);
    const refusal = failNextEnqueue(testApp.context.jobs, 'tickets.confirmation');
    await resend(admin, event.id, ticket.id).expect(302);
    expect(refusal.failed).toBe(1);

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjects(user.email)).toEqual(['Your ticket for Blip gig']);
  });

  it('refuses a cancelled ticket and one of an event that is over, mailing nobody', async () => {
    const event = await createEvent(db);
    const cancelled = await createTicket(db, event.id, { cancelled: true });
    await resend(admin, event.id, cancelled.ticket.id).expect(302);
    expect((await page(testApp, admin, `/admin/events/${event.id}`)).flash.error).toBe(
      'This ticket is cancelled: there is nothing to send.',
    );

    const { event: over, ticket: old, user: oldHolder } = await ticketOfEventOver(db, NOW);
    await resend(admin, over.id, old.id).expect(302);
    expect((await page(testApp, admin, `/admin/events/${over.id}`)).flash.error).toBe(
      'This event is over: there is nothing to send.',
    );
    await testApp.runJobs();
    expect(await testApp.mailTo(cancelled.user.email)).toEqual([]);
    expect(await testApp.mailTo(oldHolder.email)).toEqual([]);
  });

  it('answers 404 for a ticket of another event or none, and is for events.manage only', async () => {
    const { event, ticket, user } = await expectOrganisersOnly(testApp, admin, resend);
    await admin.post(`/admin/events/${event.id}/tickets/${ticket.id}/mail`).set('X-Inertia', 'true').expect(419);
    await testApp.runJobs();
    expect(await testApp.mailTo(user.email)).toEqual([]);
  });
});
