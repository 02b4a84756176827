// Automatic reminders a set number of hours before the start: once per start time, never for a cancelled event.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminEventForm } from '../../../common/types/event-admin.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from '../admin/support.js';
import { createEvent, createTicket } from '../events/admin/support.js';
import { failNextEnqueue } from '../jobs/support.js';

const HOUR = 3_600_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const clock = { now: NOW };
let testApp: TestApp;
let staff: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
// Signed in afresh for each test: a test's ticks days ahead forget the sessions expired by then.
beforeEach(async () => {
  staff = (await signedInWith(testApp, ['event-manager'])).agent;
});
afterAll(() => testApp.close());

/** Ticks at the given time, as the app's minute tick would then. */
async function tickAt(at: Date) {
  clock.now = at;
  try {
    await testApp.tick();
  } finally {
    clock.now = NOW;
  }
}

const subjects = async (email: string) => (await testApp.mailTo(email)).map((mail) => mail.subject);

async function saveEvent(id: number, changes: Partial<AdminEventForm>) {
  const {
    id: _id,
    cover: _cover,
    ...form
  } = (await page<{ event: AdminEventForm }>(testApp, staff, `/admin/events/${id}/edit`)).props.event;
  await submit(staff, 'put', `/admin/events/${id}`, { ...form, ...changes }, `/admin/events/${id}/edit`).expect(303);
}

describe('event reminders', () => {
  it('mails each holder once, 24 hours before the start by default', async () => {
    const { db } = testApp.context;
    const startsAt = new Date(NOW.getTime() + 72 * HOUR);
    const event = await createEvent(db, { title: 'Hike', startsAt });
    const holder = await createTicket(db, event.id);
    const gone = await createTicket(db, event.id, { cancelled: true });

    await tickAt(new Date(startsAt.getTime() - 24 * HOUR - 60_000));
    expect(await subjects(holder.user.email)).toEqual([]);
    await tickAt(new Date(startsAt.getTime() - 24 * HOUR));
    await tickAt(new Date(startsAt.getTime() - 23 * HOUR));
    const [mail, ...more] = await testApp.mailTo(holder.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Reminder: Hike');
    expect(mail?.text).toContain('Hike starts Thursday, 18 June 2026 at 12:00 (UTC)');
    expect(mail?.text).toMatch(/Open my ticket: http:\/\/.+\/tickets\/\d+/);
    expect(await subjects(gone.user.email)).toEqual([]);
  });

  it("copies a minor's reminder to the guardians who confirmed, as staff messages are (SPEC §13)", async () => {
    const { db } = testApp.context;
    const startsAt = new Date(NOW.getTime() + 72 * HOUR);
    const event = await createEvent(db, { title: 'Camp', startsAt });
    const minor = await createTicket(db, event.id, { name: 'Kim Kid', birthDate: new Date('2014-03-01T00:00:00Z') });
    const adult = await createTicket(db, event.id, { birthDate: new Date('1990-03-01T00:00:00Z') });
    const guardian = (userId: number, position: number, email: string, consentState: 'confirmed' | 'pending') =>
      db.guardian.create({
        data: {
          userId,
          position,
          name: 'Gale Guardian',
          email,
          phone: '+31612345678',
          relationship: 'parent',
          consentState,
        },
      });
    const confirmed = `reminder-guardian-${minor.user.id}@example.test`;
    const pending = `reminder-pending-${minor.user.id}@example.test`;
    const adultsParent = `reminder-adult-parent-${adult.user.id}@example.test`;
    await guardian(minor.user.id, 0, confirmed, 'confirmed');
    await guardian(minor.user.id, 1, pending, 'pending');
    await guardian(adult.user.id, 0, adultsParent, 'confirmed');

    await tickAt(new Date(startsAt.getTime() - 24 * HOUR));
    await tickAt(new Date(startsAt.getTime() - 23 * HOUR));
    expect(await subjects(minor.user.email)).toEqual(['Reminder: Camp']);
    const [copy, ...more] = await testApp.mailTo(confirmed);
    expect(more).toEqual([]);
    expect(copy?.subject).toBe('Reminder: Camp');
    expect(copy?.text).toContain('Hello Gale Guardian,');
    expect(copy?.text).toContain('Kim Kid has a ticket for Camp');
    expect(copy?.text).toContain(`/tickets/${minor.ticket.id}`);
    expect(await subjects(pending)).toEqual([]);
    expect(await subjects(adult.user.email)).toEqual(['Reminder: Camp']);
    expect(await subjects(adultsParent)).toEqual([]);
  });

  it('reminds again when the event moves, at the hours the organiser set', async () => {
    const { db } = testApp.context;
    const startsAt = new Date(NOW.getTime() + 10 * HOUR);
    const event = await createEvent(db, { title: 'Quiz', startsAt });
    const holder = await createTicket(db, event.id);
    await saveEvent(event.id, { reminderHours: '2' });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).reminderHours).toBe(2);

    await tickAt(new Date(startsAt.getTime() - 3 * HOUR));
    expect(await subjects(holder.user.email)).toEqual([]);
    await tickAt(new Date(startsAt.getTime() - 2 * HOUR));
    expect(await subjects(holder.user.email)).toEqual(['Reminder: Quiz']);

    const moved = new Date(startsAt.getTime() + 24 * HOUR);
    await saveEvent(event.id, {
      startsAt: moved.toISOString(),
      endsAt: new Date(moved.getTime() + 2 * HOUR).toISOString(),
    });
    await tickAt(new Date(moved.getTime() - 2 * HOUR));
    await tickAt(new Date(moved.getTime() - HOUR));
    // The holder is told of the move at once, and reminded again before the new start.
    expect(await subjects(holder.user.email)).toEqual(['Reminder: Quiz', 'Changed: Quiz', 'Reminder: Quiz']);
  });

  it('keeps a reminder that the queue failed to take, and sends it once at the next tick', async () => {
    const { db } = testApp.context;
    const startsAt = new Date(NOW.getTime() + 30 * HOUR);
    const event = await createEvent(db, { title: 'Regatta', startsAt });
    const holder = await createTicket(db, event.id);

    const blip = failNextEnqueue(testApp.context.jobs, 'events.reminder');
    await tickAt(new Date(startsAt.getTime() - 24 * HOUR));
    expect(blip.failed).toBe(1);
    expect(await subjects(holder.user.email)).toEqual([]);
    await tickAt(new Date(startsAt.getTime() - 23 * HOUR));
    await tickAt(new Date(startsAt.getTime() - 22 * HOUR));
    expect(await subjects(holder.user.email)).toEqual(['Reminder: Regatta']);
  });

  it('sends nothing for a cancelled event or one without a reminder', async () => {
    const { db } = testApp.context;
    const startsAt = new Date(NOW.getTime() + 30 * HOUR);
    const cancelled = await createEvent(db, { startsAt });
    const quiet = await createEvent(db, { startsAt });
    const holders = [await createTicket(db, cancelled.id), await createTicket(db, quiet.id)];
    await saveEvent(cancelled.id, { status: 'cancelled' });
    await saveEvent(quiet.id, { reminderHours: '' });
    expect((await db.event.findUniqueOrThrow({ where: { id: quiet.id } })).reminderHours).toBeNull();

    await tickAt(new Date(startsAt.getTime() - HOUR));
    expect(await subjects(holders[0]!.user.email)).toEqual([`Cancelled: ${cancelled.title}`]);
    expect(await subjects(holders[1]!.user.email)).toEqual([]);
  });

  it('refuses a reminder outside 1 to 168 hours', async () => {
    const event = await createEvent(testApp.context.db, { startsAt: new Date(NOW.getTime() + 30 * HOUR) });
    const {
      id: _id,
      cover: _cover,
      ...form
    } = (await page<{ event: AdminEventForm }>(testApp, staff, `/admin/events/${event.id}/edit`)).props.event;
    for (const reminderHours of ['0', '169', '1.5', 'soon']) {
      await submit(
        staff,
        'put',
        `/admin/events/${event.id}`,
        { ...form, reminderHours },
        `/admin/events/${event.id}/edit`,
      );
      const { errors } = (await page(testApp, staff, `/admin/events/${event.id}/edit`)).props;
      expect(errors).toEqual({
        reminderHours: 'The reminder must be a whole number of hours from 1 to 168, or empty for none.',
      });
    }
  });
});
