// Garbage collection in the measured process: how often it paused the event loop, and for how long.
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/** Collections since the last reset: minor (scavenges of the young generation) and major (mark-compact). */
export interface GcPauses {
  minor: number;
  minorMs: number;
  major: number;
  majorMs: number;
}

/** A 'gc' entry's detail names the kind of collection (Node's types leave `detail` out). */
const kindOf = (entry: PerformanceEntry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;

const noPauses = (): GcPauses => ({ minor: 0, minorMs: 0, major: 0, majorMs: 0 });

/** Starts counting; `read` tells what was counted since the last `reset`. */
export function gcPauseCounter(): { reset(): void; read(): GcPauses } {
  let pauses = noPauses();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kindOf(entry);
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        pauses.minor += 1;
        pauses.minorMs += entry.duration;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        pauses.major += 1;
        pauses.majorMs += entry.duration;
      }
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    reset: () => (pauses = noPauses()),
    read: () => ({ ...pauses, minorMs: Math.round(pauses.minorMs), majorMs: Math.round(pauses.majorMs) }),
  };
}
