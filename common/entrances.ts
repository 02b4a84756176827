// A door's entrance is named in free text on each scanner, so one entrance arrives spelled many ways.

/** The name with its surrounding spaces dropped and each run of spaces inside made one. */
export const tidyEntranceName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/**
 * What two spellings of one entrance share: tidied, composed alike and case-folded. Upper then lower
 * case folds more than lower case alone ("ß" and "SS" meet as "ss"). Done here rather than with SQL's
 * lower(), which in SQLite folds only ASCII letters, so both databases count alike.
 */
export const entranceKey = (name: string): string =>
  tidyEntranceName(name).normalize('NFC').toUpperCase().toLowerCase();

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sums the admissions per name that `keyOf` gives each one. */
function summed(counts: Iterable<readonly [string, number]>, keyOf: (name: string) => string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [name, admitted] of counts) sums.set(keyOf(name), (sums.get(keyOf(name)) ?? 0) + admitted);
  return sums;
}

/**
 * Admissions counted per stored spelling, merged per entrance: each shown under its most used tidy
 * spelling (on a tie, the one that sorts first); the scans that named none ('') first, then by name.
 */
export function mergeEntranceCounts(
  counts: readonly { entrance: string; admitted: number }[],
): { name: string | null; admitted: number }[] {
  const spellings = summed(
    counts.map(({ entrance, admitted }) => [entrance, admitted] as const),
    tidyEntranceName,
  );
  const shown = new Map<string, string>();
  for (const [spelling, admitted] of [...spellings].sort(([a], [b]) => byText(a, b))) {
    const current = shown.get(entranceKey(spelling));
    if (current === undefined || admitted > spellings.get(current)!) shown.set(entranceKey(spelling), spelling);
  }
  return [...summed(spellings, entranceKey)]
    .sort(([a], [b]) => byText(a, b))
    .map(([key, admitted]) => ({ name: shown.get(key) || null, admitted }));
}
