import { describe, expect, it } from 'vitest';
import { presentPhone, toE164 } from '../../../server/features/members/index.js';

describe('phone numbers', () => {
  it.each([
    ['+31 6 12345678', '+31612345678'],
    ['+31612345678', '+31612345678'],
    ['0031 6-1234-5678', '+31612345678'],
    [' +1 (202) 555-0143 ', '+12025550143'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    ['a national number without a country code', '06 12345678'],
    ['too few digits', '+31 6 1234'],
    ['an unknown country code', '+999 123456'],
    ['letters', 'call me'],
    ['an extension, which E.164 cannot hold', '+31 6 12345678 ext 3'],
  ])('refuses %s', (_case, input) => {
    expect(toE164(input)).toBeNull();
  });

  it('shows a stored number in its national format with its country', () => {
    expect(presentPhone('+31612345678')).toEqual({
      e164: '+31612345678',
      national: '06 12345678',
      international: '+31 6 12345678',
      country: 'NL',
    });
    expect(presentPhone('+12025550143')).toMatchObject({ national: '(202) 555-0143', country: 'US' });
  });
});
