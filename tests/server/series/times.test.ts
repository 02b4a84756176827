import { describe, expect, it } from 'vitest';
import { timesOn } from '../../../server/features/series/times.js';

const ZONE = 'Europe/Amsterdam';

/** The start and end (UTC) of an event from `startsAt` to `endsAt` (UTC) when copied to `date` in Amsterdam. */
function copiedTo(date: string, startsAt: string, endsAt: string): [string, string] {
  const times = timesOn(date, { startsAt: new Date(startsAt), endsAt: new Date(endsAt) }, ZONE);
  return [times.startsAt.toISOString(), times.endsAt.toISOString()];
}

describe("a series date's times on another day (SPEC §13)", () => {
  it('keeps the wall-clock times across a change of the clock', () => {
    // 19:30–22:00 in winter (UTC+1) is 19:30–22:00 in summer (UTC+2).
    expect(copiedTo('2026-03-31', '2026-03-17T18:30:00Z', '2026-03-17T21:00:00Z')).toEqual([
      '2026-03-31T17:30:00.000Z',
      '2026-03-31T20:00:00.000Z',
    ]);
  });

  it('keeps the real length of a date that ended in the hour the clock went back, where the clock does not', () => {
    // 25 October 2026: 02:45 summer time to 02:15 winter time, thirty minutes; on 1 November 02:45–03:15.
    expect(copiedTo('2026-11-01', '2026-10-25T00:45:00Z', '2026-10-25T01:15:00Z')).toEqual([
      '2026-11-01T01:45:00.000Z',
      '2026-11-01T02:15:00.000Z',
    ]);
  });

  it('keeps the wall-clock end where it is after the start, though the night is an hour longer', () => {
    // 01:00–04:00 is three hours on an ordinary night and four on the night the clock goes back.
    expect(copiedTo('2026-10-25', '2026-10-18T23:00:00Z', '2026-10-19T02:00:00Z')).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });
});
