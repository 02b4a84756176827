import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from '../../common/zoned-time';

describe('wall-clock times in the organisation time zone', () => {
  it('reads 18:00 in Amsterdam as 17:00 UTC in winter and 16:00 UTC in summer', () => {
    expect(fromZonedInput('2026-12-01T18:00', 'Europe/Amsterdam')).toBe('2026-12-01T17:00:00.000Z');
    expect(fromZonedInput('2026-07-01T18:00', 'Europe/Amsterdam')).toBe('2026-07-01T16:00:00.000Z');
    expect(toZonedInput('2026-12-01T17:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-12-01T18:00');
    expect(toZonedInput('2026-07-01T16:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-07-01T18:00');
  });

  it('keeps UTC as it is, and zones west of it', () => {
    expect(fromZonedInput('2026-03-01T09:30', 'UTC')).toBe('2026-03-01T09:30:00.000Z');
    expect(fromZonedInput('2026-03-01T09:30', 'America/New_York')).toBe('2026-03-01T14:30:00.000Z');
    expect(toZonedInput('2026-03-01T14:30:00.000Z', 'America/New_York')).toBe('2026-03-01T09:30');
  });

  it('reads times around the clock changes without losing or doubling an hour', () => {
    // Amsterdam, 29 March 2026: 02:00 jumps to 03:00. 01:30 is UTC+1, 03:30 is UTC+2.
    expect(fromZonedInput('2026-03-29T01:30', 'Europe/Amsterdam')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromZonedInput('2026-03-29T03:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 goes back to 02:00, so 02:30 happens twice; the first is meant.
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
    expect(toZonedInput('2026-10-25T01:30:00.000Z', 'Europe/Amsterdam')).toBe('2026-10-25T02:30');
  });

  it('reads a time in the skipped hour with the offset before the change, on both sides of Greenwich', () => {
    // 02:30 does not exist on these days; read with the offset before the jump it shows 03:30 after it.
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(fromZonedInput('2026-10-04T02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  // Date.UTC reads years 0 to 99 as 1900 to 1999, and without its era the year before 1 shows as 1.
  it('reads the first years of the calendar as they are, on both sides of Greenwich', () => {
    expect(fromZonedInput('0001-01-01T00:00', 'America/New_York')).toBe('0001-01-01T04:57:00.000Z');
    expect(fromZonedInput('0001-01-01T00:00', 'Asia/Tokyo')).toBe('0000-12-31T14:42:00.000Z');
    expect(fromZonedInput('0099-05-01T00:00', 'UTC')).toBe('0099-05-01T00:00:00.000Z');
    expect(toZonedInput('0000-12-31T14:42:00.000Z', 'America/New_York')).toBe('0000-12-31T09:45');
  });

  it('leaves empty and unreadable values for the server to judge', () => {
    expect(toZonedInput('', 'UTC')).toBe('');
    expect(toZonedInput('not a date', 'UTC')).toBe('');
    expect(fromZonedInput('', 'UTC')).toBe('');
    expect(fromZonedInput('tomorrow', 'UTC')).toBe('tomorrow');
  });
});
