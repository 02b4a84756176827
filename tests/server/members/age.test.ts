import { describe, expect, it } from 'vitest';
import { earliestMinorBirthDate } from '../../../server/features/members/age.js';
import { ageOn, isMinor } from '../../../server/features/members/index.js';
import { GUARDIAN_RELATIONSHIPS } from '../../../common/guardian-relationships.js';
import { GuardianRelationship } from '../../../server/generated/prisma-postgresql/index.js';

describe('age', () => {
  const birth = new Date('2008-03-15T00:00:00Z');

  it('counts a year more from the birthday on, not the day before', () => {
    expect(ageOn(birth, new Date('2026-03-14T23:59:59Z'))).toBe(17);
    expect(ageOn(birth, new Date('2026-03-15T00:00:00Z'))).toBe(18);
    expect(ageOn(birth, new Date('2026-02-28T12:00:00Z'))).toBe(17);
  });

  it('makes a leap-day baby a year older on 1 March in other years', () => {
    const leap = new Date('2008-02-29T00:00:00Z');
    expect(ageOn(leap, new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn(leap, new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });

  it('calls a member a minor only when a known birth date puts them under 18', () => {
    expect(isMinor(birth, new Date('2026-03-14T12:00:00Z'))).toBe(true);
    expect(isMinor(birth, new Date('2026-03-15T12:00:00Z'))).toBe(false);
    expect(isMinor(null, new Date('2026-03-14T12:00:00Z'))).toBe(false);
  });

  it('draws the line queries use where isMinor draws it, leap days included', () => {
    const DAY = 86_400_000;
    const days = ['2026-03-14', '2026-03-15', '2028-02-28', '2028-02-29', '2028-03-01', '2027-12-31', '2027-01-01'];
    for (const text of days) {
      const day = new Date(`${text}T15:00:00Z`);
      const earliest = earliestMinorBirthDate(day);
      expect(isMinor(earliest, day), text).toBe(true);
      expect(isMinor(new Date(earliest.getTime() - DAY), day), text).toBe(false);
    }
  });
});

describe('guardian relationships', () => {
  it('are exactly the values of the data model', () => {
    expect([...GUARDIAN_RELATIONSHIPS].sort()).toEqual(Object.values(GuardianRelationship).sort());
  });
});
