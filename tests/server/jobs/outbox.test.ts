// A change and the jobs it causes commit together: a crash, or a queue refusing work, between the commit
// and the enqueue must not lose a mail, nor fail a request whose change was made (server/jobs/outbox.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { flushOutbox, queueAfterCommit, type OutboxJob } from '../../../server/jobs/outbox.js';
import { signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { signedInWith } from '../admin/support.js';
import { editFormOf } from '../events/admin/support.js';
import { createTicket, doorScanner, postScan, scanUrl } from '../scanner/support.js';
import { createEvent } from '../tickets/support.js';
import { refuseAllWork } from './support.js';

const NOW = new Date();
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const MINUTE = 60_000;
const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };

const subjects = async (email: string) => (await testApp.mailTo(email)).map(({ subject }) => subject);

/** The minute tick a little over a minute after the request: the outbox's grace has passed. */
async function tickAMinuteLater() {
  clock.now = new Date(clock.now.getTime() + MINUTE + 1000);
  await testApp.tick();
}

/** A member takes a ticket while the queue refuses work; the queue is back afterwards. */
async function ticketTakenWhileQueueDown(title: string) {
  const event = await createEvent(db, clock.now, { title, capacity: 10 });
  const { user, agent } = await signedIn(testApp, adult);
  const outage = refuseAllWork(testApp.context.jobs);
  const response = await submit(agent, 'post', `/events/${event.slug}/tickets`);
  outage.end();
  return { event, user, response, refused: outage.refused };
}

describe('jobs written with their change (the outbox)', () => {
  it('answers a ticket taken while the queue refuses work as usual, and mails it once a minute later', async () => {
    const { user, response, refused } = await ticketTakenWhileQueueDown('Outbox party');
    expect(refused()).toBeGreaterThan(0);
    expect(response.status).toBe(302);
    expect(await db.ticket.count({ where: { userId: user.id, status: 'active' } })).toBe(1);
    // Not yet: the request that wrote it may still be handing it over.
    await testApp.tick();
    expect(await subjects(user.email)).toEqual([]);

    await tickAMinuteLater();
    expect(await subjects(user.email)).toEqual(['Your ticket for Outbox party']);
    await tickAMinuteLater();
    expect(await subjects(user.email)).toEqual(['Your ticket for Outbox party']);
    expect(await db.outboxJob.count()).toBe(0);
  });

  it('mails a ticket whose process died between the commit and the queue, once', async () => {
    const event = await createEvent(db, clock.now, { title: 'Crash party', capacity: 10 });
    const { user } = await signedIn(testApp, adult);
    // What the crash leaves: the ticket and its job committed together, nothing handed to the queue.
    await db.$transaction(async (tx) => {
      const ticket = await tx.ticket.create({
        data: { eventId: event.id, userId: user.id, code: `crash-${user.id}`, activeEventId: event.id },
      });
      await queueAfterCommit(tx, clock.now, {
        name: 'tickets.confirmation',
        data: { ticketId: ticket.id },
        key: `ticket-confirmation:${ticket.id}`,
      });
    });

    await tickAMinuteLater();
    expect(await subjects(user.email)).toEqual(['Your ticket for Crash party']);
    await tickAMinuteLater();
    expect(await subjects(user.email)).toEqual(['Your ticket for Crash party']);
  });

  it('sends one mail for a job handed over twice', async () => {
    const { user } = await signedIn(testApp, adult);
    const job: OutboxJob = {
      name: 'mail.send',
      data: { message: { to: user.email, subject: 'Handed over twice', text: 'Once.', html: '<p>Once.</p>' } },
      key: `twice:${user.id}`,
    };
    await db.$transaction((tx) => queueAfterCommit(tx, clock.now, job));
    await flushOutbox(testApp.context, [job]);
    await testApp.runJobs();
    // The sweep finding it again (the delete lost to a crash), after the mail went out.
    await db.$transaction((tx) => queueAfterCommit(tx, clock.now, job));
    await flushOutbox(testApp.context, [job]);
    await tickAMinuteLater();
    expect(await subjects(user.email)).toEqual(['Handed over twice']);
    expect(await db.outboxJob.count({ where: { key: job.key } })).toBe(0);
  });

  it("tells an event's holders of its cancellation saved while the queue refused work", async () => {
    const { agent: admin } = await signedInWith(testApp, ['admin']);
    const event = await createEvent(db, clock.now, { title: 'Called off', capacity: 10 });
    const holder = await signedIn(testApp, adult);
    await submit(holder.agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    await testApp.runJobs();
    const { editUrl, form } = await editFormOf(testApp, admin, event.id);
    const outage = refuseAllWork(testApp.context.jobs);
    const saved = await submit(admin, 'put', `/admin/events/${event.id}`, { ...form, status: 'cancelled' }, editUrl);
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(saved.status).toBe(303);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe('cancelled');

    await tickAMinuteLater();
    await tickAMinuteLater();
    expect((await subjects(holder.user.email)).filter((subject) => subject.startsWith('Cancelled'))).toEqual([
      'Cancelled: Called off',
    ]);
  });

  it("tells a guardian of their child's check-in scanned while the queue refused work, once", async () => {
    // Starting in an hour, so its door is open.
    const startsAt = new Date(clock.now.getTime() + 60 * MINUTE);
    const event = await createEvent(db, clock.now, {
      title: 'Door night',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
    });
    const ticket = await createTicket(db, event.id, { name: 'Door Kid', birthDate: new Date('2015-01-01') });
    const parent = await signedIn(testApp, adult);
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        accountId: parent.user.id,
        doorNotices: true,
        name: parent.user.name,
        email: parent.user.email,
        phone: '+31612345670',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    const door = await doorScanner(testApp);
    const outage = refuseAllWork(testApp.context.jobs);
    const scan = await postScan(door.agent, scanUrl(event.id), { code: ticket.code });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(scan.status).toBe(200);
    expect((scan.body as ScanResponse).verdict).toMatchObject({ outcome: 'valid' });

    await tickAMinuteLater();
    await tickAMinuteLater();
    // The event's reminder (due, it starts within the day) reaches the guardian too: only the door's counts here.
    expect((await subjects(parent.user.email)).filter((subject) => subject.includes('checked in'))).toEqual([
      'Door Kid is checked in to Door night',
    ]);
  });
});
