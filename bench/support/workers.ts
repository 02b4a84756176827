import { loadConfig } from '../../server/config.js';

/** The processes a served scenario runs in: WEB_CONCURRENCY, as `npm start` reads it (1 when unset). */
export const benchWorkers = (): number => loadConfig({ WEB_CONCURRENCY: process.env.WEB_CONCURRENCY }).workers;

/** How a table's title says what served it. */
export const servedBy = (workers: number): string =>
  workers > 1 ? `${workers} workers (WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY})` : 'one process';

/** Sets what the workers of a cluster this process forks next read their configuration from. */
export function passToWorkers(environment: Record<string, string | undefined>): void {
  for (const [variable, value] of Object.entries(environment)) if (value !== undefined) process.env[variable] = value;
}
