import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import { signedInWith } from '../admin/support.js';
import { pageAt, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { issueTicket } from '../tickets/support.js';

const NOW = new Date('2026-03-01T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW }, env: { APP_TIMEZONE: 'Europe/Amsterdam' } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const { agent: admin, user: organiser } = await signedInWith(testApp, ['admin']);

const seriesUrl = (id: number) => `/admin/events/${id}/series`;
const threeWeeks = (id: number) =>
  submit(admin, 'post', seriesUrl(id), { frequency: 'weekly', ends: 'count', count: '3' }, seriesUrl(id));
const seriesPage = async (id: number) =>
  (await pageAt<PageProps['admin/event/Series']>(testApp, admin, seriesUrl(id))).props;

let sequence = 0;
async function quizNight(data: { status: 'published' | 'cancelled'; cancelledAt?: Date }) {
  sequence += 1;
  return db.event.create({
    data: {
      title: 'Quiz night',
      slug: `quiz-state-${sequence}`,
      startsAt: new Date('2026-03-17T18:30:00Z'),
      endsAt: new Date('2026-03-17T21:00:00Z'),
      capacity: 20,
      ...data,
    },
  });
}

describe('repeating an event copies what it is, not what happened to it', () => {
  it('refuses to repeat a cancelled event with a field error, making no date, and says so on the page', async () => {
    const cancelled = await quizNight({ status: 'cancelled', cancelledAt: NOW });
    expect((await seriesPage(cancelled.id)).event.cancelled).toBe(true);
    await threeWeeks(cancelled.id).expect(303).expect('Location', seriesUrl(cancelled.id));
    const page = await seriesPage(cancelled.id);
    expect(page.errors).toEqual({
      frequency: 'A cancelled event cannot be repeated: publish it again first, or repeat an event that is on.',
    });
    expect(page.series).toBeNull();
    expect(await db.event.count({ where: { slug: { startsWith: cancelled.slug } } })).toBe(1);
    expect(await db.eventSeries.count()).toBe(0);
  });

  it("gives new dates none of the first's tickets, door, messages, reminder or calendar history", async () => {
    const first = await quizNight({ status: 'published' });
    expect((await seriesPage(first.id)).event.cancelled).toBe(false);
    const ticket = await issueTicket(db, first.id, organiser.id);
    await db.checkIn.create({
      data: { ticketId: ticket.id, eventId: first.id, scannedById: organiser.id, outcome: 'valid' },
    });
    await db.eventMessage.create({
      data: {
        eventId: first.id,
        audience: 'all',
        subject: 'Doors at 19:00',
        body: 'See you.',
        bodyHtml: '<p>See you.</p>',
        sendAt: NOW,
        sentAt: NOW,
      },
    });
    await db.event.update({
      where: { id: first.id },
      data: { reminderSentFor: first.startsAt, calendarSequence: 4 },
    });
    await threeWeeks(first.id).expect(302);
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: first.id } });
    const later = await db.event.findMany({
      where: { seriesId: seriesId!, id: { not: first.id } },
      select: {
        status: true,
        cancelledAt: true,
        reminderSentFor: true,
        calendarSequence: true,
        _count: { select: { tickets: true, checkIns: true, messages: true, waitingList: true } },
      },
    });
    expect(later).toHaveLength(2);
    for (const date of later) {
      expect(date).toEqual({
        status: 'published',
        cancelledAt: null,
        reminderSentFor: null,
        calendarSequence: 0,
        _count: { tickets: 0, checkIns: 0, messages: 0, waitingList: 0 },
      });
    }
    const tallies = await db.eventTally.aggregate({
      where: { event: { seriesId: seriesId!, id: { not: first.id } } },
      _sum: { issued: true, checkedIn: true, inside: true },
    });
    expect(tallies._sum).toEqual({ issued: null, checkedIn: null, inside: null });
  });
});
