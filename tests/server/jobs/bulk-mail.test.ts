// Cancelling an event of 500 holders: the organiser's request only queues work, and a real SMTP server
// receives one message per holder, even when it refuses part of the batch on the first try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { signedInWith, submit } from '../admin/support.js';
import { createEvent, editFormOf } from '../events/admin/support.js';
import { startSmtpServer } from './support.js';

const HOLDERS = Number(process.env.HOLDERS ?? 500);
const clock = { now: new Date('2026-06-15T12:00:00Z') };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ clock, env: { MAIL_URL: smtp.url }, retry: { maxAttempts: 5, backoffMs: 1000 } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function eventWithHolders(count: number) {
  const { db } = testApp.context;
  const event = await createEvent(db, { title: 'Festival', startsAt: new Date('2026-07-01T18:00:00Z') });
  const emails = Array.from({ length: count }, (_, index) => `holder-${index}@example.test`);
  await db.user.createMany({
    data: emails.map((email, index) => ({ name: `Holder ${index}`, email, passwordHash: '!test' })),
  });
  const users = await db.user.findMany({ where: { email: { in: emails } }, select: { id: true } });
  await db.ticket.createMany({
    data: users.map(({ id }) => ({ eventId: event.id, userId: id, code: `bulk-${id}`, activeEventId: event.id })),
  });
  return { event, emails };
}

describe('mail to a large event', () => {
  it('answers the cancellation at once and sends 500 messages once each, across a refused batch', async () => {
    const { event, emails } = await eventWithHolders(HOLDERS);
    const { agent } = await signedInWith(testApp, ['event-manager']);
    const { editUrl, form } = await editFormOf(testApp, agent, event.id);

    smtp.limits.rejectAfter = HOLDERS / 2;
    await submit(agent, 'put', `/admin/events/${event.id}`, { ...form, status: 'cancelled' }, editUrl).expect(303);
    expect(smtp.recipients).toEqual([]);

    await testApp.runJobs();
    expect(smtp.recipients).toHaveLength(HOLDERS / 2);

    // The refused half waits out its back-off: the app's clock on the database, real time on Redis.
    smtp.limits.rejectAfter = Infinity;
    const retried = async () => {
      clock.now = new Date(clock.now.getTime() + 60_000);
      await testApp.runJobs();
      return smtp.recipients.length;
    };
    await expect.poll(retried, { timeout: 20_000, interval: 250 }).toBe(HOLDERS);
    expect([...smtp.recipients].sort()).toEqual([...emails].sort());

    clock.now = new Date(clock.now.getTime() + 3_600_000);
    expect(await testApp.runJobs()).toBe(0);
    expect(smtp.recipients).toHaveLength(HOLDERS);
  });
});
