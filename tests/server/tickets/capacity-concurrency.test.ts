import { afterAll, describe, expect, it } from 'vitest';
import { pageAt, signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { activeTickets, createEvent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;

const PLACES = 5;
const MEMBERS = 30;

describe('capacity under concurrent requests', () => {
  it(`issues exactly ${PLACES} tickets when ${MEMBERS} members ask for the last places at the same moment`, async () => {
    const event = await createEvent(db, NOW, { capacity: PLACES });
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, index) => signedIn(testApp, { email: `racer${index}@example.test` })),
    );

    const responses = await Promise.all(
      members.map(({ agent }) => submit(agent, 'post', `/events/${event.slug}/tickets`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(MEMBERS).fill(302));

    expect(await activeTickets(db, event.id)).toBe(PLACES);
    const flashes = await Promise.all(
      members.map(async ({ agent }) => (await pageAt(testApp, agent, `/events/${event.slug}`)).flash),
    );
    expect(flashes.filter((flash) => flash.success)).toHaveLength(PLACES);
    expect(flashes.filter((flash) => flash.error === 'Sorry, this event is full.')).toHaveLength(MEMBERS - PLACES);
    const holders = await db.ticket.findMany({
      where: { eventId: event.id, status: 'active' },
      select: { userId: true },
    });
    expect(new Set(holders.map(({ userId }) => userId)).size).toBe(PLACES);
  }, 60_000);
});
