import autocannon from 'autocannon';
import type { Row } from './report.js';

export interface LoadOptions {
  headers?: Record<string, string>;
  connections?: number;
  warmupSeconds?: number;
  durationSeconds?: number;
}

const DEFAULTS = { connections: 10, warmupSeconds: 1, durationSeconds: 5 };

const fire = (url: string, headers: Record<string, string>, connections: number, duration: number) =>
  autocannon({ url, headers, connections, duration });

/**
 * Load-tests one URL with autocannon: a warm-up (discarded: JIT, caches, connection pools), then
 * the measured run. A scenario answering errors would measure the error page, so that fails.
 */
export async function measureUrl(name: string, url: string, options: LoadOptions = {}): Promise<Row> {
  const { connections, warmupSeconds, durationSeconds } = { ...DEFAULTS, ...options };
  const headers = options.headers ?? {};
  await fire(url, headers, connections, warmupSeconds);
  const result = await fire(url, headers, connections, durationSeconds);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { name, perSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
