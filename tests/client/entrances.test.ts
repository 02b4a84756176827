import { describe, expect, it } from 'vitest';
import { entranceKey, mergeEntranceCounts, tidyEntranceName } from '../../common/entrances';

describe('entrance names', () => {
  it('tidies spaces and folds case beyond ASCII', () => {
    expect(tidyEntranceName('  Side \t door  ')).toBe('Side door');
    expect(entranceKey('CAFÉ  Gate')).toBe(entranceKey('café gate'));
    expect(entranceKey('Hauptstraße')).toBe(entranceKey('HAUPTSTRASSE'));
    // Composed and decomposed "é" are one spelling.
    expect(entranceKey('Cafe\u0301')).toBe(entranceKey('Caf\u00e9'));
  });

  it('shows the most used spelling, on a tie the one that sorts first', () => {
    // "Main door" is used 3 times once its spaces are tidied, as often as "main door".
    expect(
      mergeEntranceCounts([
        { entrance: 'main door', admitted: 3 },
        { entrance: 'Main door', admitted: 2 },
        { entrance: 'Main  door', admitted: 1 },
        { entrance: '', admitted: 4 },
        { entrance: 'Back', admitted: 1 },
      ]),
    ).toEqual([
      { name: null, admitted: 4 },
      { name: 'Back', admitted: 1 },
      { name: 'Main door', admitted: 6 },
    ]);
  });
});
