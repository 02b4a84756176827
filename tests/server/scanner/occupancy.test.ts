// Who counts inside a location against its capacity (SPEC §11): the people inside its events whose door
// is open now, not those of an event that ended hours ago and never scanned anyone out.
import { afterAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { COUNTED_INSIDE_AFTER_END_MS } from '../../../server/features/scanner/scan-time.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl } from './support.js';

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date('2026-06-01T14:30:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp, 'Hall Door');

const at = (time: string) => new Date(`2026-06-01T${time}:00Z`);

let places = 0;
/** A location of 3 places, a hard limit. */
async function smallHall() {
  places += 1;
  const postCode = await db.postCode.create({ data: { code: `99${places}0 OC`, placeName: 'Hall Town' } });
  return db.location.create({
    data: {
      name: `Hall ${places}`,
      slug: `hall-${places}-${Date.now()}`,
      streetAddress: 'Lane 1',
      postCodeId: postCode.id,
      capacity: 3,
      capacityIsHardLimit: true,
    },
  });
}

async function eventAt(locationId: number, startsAt: Date, endsAt: Date) {
  const event = await createEvent(db, { startsAt, endsAt });
  return db.event.update({ where: { id: event.id }, data: { locationId } });
}

async function scanIn(eventId: number): Promise<ScanResponse> {
  const ticket = await createTicket(db, eventId);
  return (await postScan(door.agent, scanUrl(eventId), { code: ticket.code }).expect(200)).body as ScanResponse;
}

const outcomesOf = async (eventId: number, count: number) => {
  const outcomes: string[] = [];
  for (let scan = 0; scan < count; scan += 1) outcomes.push((await scanIn(eventId)).verdict.outcome);
  return outcomes;
};

describe("a location's occupancy (SPEC §11)", () => {
  it('stops counting an event once its door has closed, though nobody was scanned out', async () => {
    const hall = await smallHall();
    const afternoon = await eventAt(hall.id, at('14:00'), at('17:00'));
    const evening = await eventAt(hall.id, at('19:00'), at('22:00'));
    clock.now = at('14:30');
    expect(await outcomesOf(afternoon.id, 3)).toEqual(['valid', 'valid', 'valid']);

    // The afternoon's audience leaves for a while after its end: still counted.
    clock.now = new Date(at('17:00').getTime() + COUNTED_INSIDE_AFTER_END_MS - 60_000);
    expect((await scanIn(evening.id)).verdict.outcome).toBe('location_full');

    clock.now = at('19:30');
    const tonight = await outcomesOf(evening.id, 4);
    expect(tonight).toEqual(['valid', 'valid', 'valid', 'location_full']);
    const last = await scanIn(evening.id);
    expect(last.door.occupancy).toMatchObject({ inside: 3, capacity: 3, hardLimit: true, level: 'full' });
  });

  it('keeps counting an overrunning event for its own door while it still lets latecomers in', async () => {
    const hall = await smallHall();
    const afternoon = await eventAt(hall.id, at('14:00'), at('17:00'));
    const evening = await eventAt(hall.id, at('19:00'), at('22:00'));
    clock.now = at('14:30');
    expect(await outcomesOf(afternoon.id, 3)).toEqual(['valid', 'valid', 'valid']);

    // After the half hour its audience counts for the next event no more, but its own door is still
    // open (until an hour after its end): the hall is full for a latecomer to the afternoon.
    clock.now = new Date(at('17:00').getTime() + COUNTED_INSIDE_AFTER_END_MS + 10 * 60_000);
    const late = await scanIn(afternoon.id);
    expect(late.verdict.outcome).toBe('location_full');
    expect(late.door.occupancy).toMatchObject({ inside: 3, capacity: 3, level: 'full' });
    const next = await scanIn(evening.id);
    expect(next.verdict.outcome).toBe('valid');
    expect(next.door.occupancy).toMatchObject({ inside: 1, capacity: 3, level: 'ok' });
  });

  it('counts the events at the same location not over yet', async () => {
    const hall = await smallHall();
    const running = await eventAt(hall.id, at('18:00'), at('21:00'));
    const later = await eventAt(hall.id, at('19:00'), at('22:00'));
    // Not started, its door open early: those it let in are there too.
    const early = await eventAt(hall.id, at('23:00'), new Date(at('23:00').getTime() + 3 * HOUR));
    clock.now = at('19:30');
    expect(await outcomesOf(running.id, 1)).toEqual(['valid']);
    expect(await outcomesOf(early.id, 1)).toEqual(['valid']);
    const outcomes = await outcomesOf(later.id, 2);
    expect(outcomes).toEqual(['valid', 'location_full']);
  });
});
