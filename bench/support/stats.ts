/** The value below which the given share of the samples fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Timing {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  count: number;
}

/** Rate and percentiles of sequential operations, from each one's duration in milliseconds. */
export function summarise(durationsMs: number[], elapsedMs: number): Timing {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return {
    perSecond: (1000 * sorted.length) / elapsedMs,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    count: sorted.length,
  };
}
