import autocannon from 'autocannon';
import type { Row } from './report.js';

export interface LoadOptions {
  headers?: Record<string, string>;
  /** One Cookie header per connection, as that many browsers would hold (one session each). */
  cookies?: string[];
  connections?: number;
  warmupSeconds?: number;
  durationSeconds?: number;
}

const DEFAULTS = { connections: 10, warmupSeconds: 1, durationSeconds: 5 };

/** Gives each connection the next cookie of the pool on its first request, and keeps it. */
function cookiePerConnection(cookies: string[]) {
  let next = 0;
  return (request: autocannon.Request, context: object): autocannon.Request => {
    const held = context as { cookie?: string };
    held.cookie ??= cookies[next++ % cookies.length];
    return { ...request, headers: { ...request.headers, cookie: held.cookie ?? '' } };
  };
}

const fire = (url: string, options: LoadOptions, connections: number, duration: number) =>
  autocannon({
    url,
    headers: options.headers ?? {},
    connections,
    duration,
    ...(options.cookies ? { requests: [{ setupRequest: cookiePerConnection(options.cookies) }] } : {}),
  });

/**
 * Load-tests one URL with autocannon: a warm-up (discarded: JIT, caches, connection pools), then
 * the measured run. A scenario answering errors would measure the error page, so that fails.
 */
export async function measureUrl(name: string, url: string, options: LoadOptions = {}): Promise<Row> {
  const { connections, warmupSeconds, durationSeconds } = { ...DEFAULTS, ...options };
  await fire(url, options, connections, warmupSeconds);
  const result = await fire(url, options, connections, durationSeconds);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { name, perSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
