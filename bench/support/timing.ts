import { summarise, type Timing } from './stats.js';

export interface TimedRunOptions {
  warmupMs: number;
  durationMs: number;
}

async function repeatFor(
  durationMs: number,
  operation: (iteration: number) => Promise<unknown>,
  onDone?: (ms: number) => void,
) {
  const end = performance.now() + durationMs;
  for (let iteration = 0; performance.now() < end; iteration += 1) {
    const started = performance.now();
    await operation(iteration);
    onDone?.(performance.now() - started);
  }
}

/** Runs the operation back to back (one at a time) for a while after a warm-up, timing each run. */
export async function timeFor(
  operation: (iteration: number) => Promise<unknown>,
  options: TimedRunOptions,
): Promise<Timing> {
  await repeatFor(options.warmupMs, operation);
  const durations: number[] = [];
  const started = performance.now();
  await repeatFor(options.durationMs, operation, (ms) => durations.push(ms));
  return summarise(durations, performance.now() - started);
}

/** Runs the operation exactly `count` times back to back, timing each run. */
export async function timeEach(count: number, operation: (iteration: number) => Promise<unknown>): Promise<Timing> {
  const durations: number[] = [];
  const started = performance.now();
  for (let iteration = 0; iteration < count; iteration += 1) {
    const begin = performance.now();
    await operation(iteration);
    durations.push(performance.now() - begin);
  }
  return summarise(durations, performance.now() - started);
}

/** How long one async step takes, in milliseconds. */
export async function timeOnce<T>(step: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await step();
  return { value, ms: performance.now() - started };
}
