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

/** A scenario answering errors would measure the error page, so a run with any fails. */
function refuseFailures(name: string, result: autocannon.Result): void {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
}

/** Load-tests one URL with autocannon: a warm-up (discarded: JIT, caches, connection pools), then the measured run. */
export async function measureUrl(name: string, url: string, options: LoadOptions = {}): Promise<Row> {
  const { connections, warmupSeconds, durationSeconds } = { ...DEFAULTS, ...options };
  await fire(url, options, connections, warmupSeconds);
  const result = await fire(url, options, connections, durationSeconds);
  refuseFailures(name, result);
  return { name, perSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Turns of the bare handler and the page, one after the other, so both meet the machine in the same state. */
const TURNS = 5;
const TURN_SECONDS = 1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Load-tests a page in turns with the bare handler at `bareUrl`: on a shared machine whose speed drifts
 * within a minute, a ratio to a baseline measured earlier moves with the drift, while turns of one
 * second each see the same machine. The row carries the bare handler's rate of its own turns; its p99 is
 * the worst turn's.
 */
export async function measureBeside(
  bareUrl: string,
  name: string,
  url: string,
  options: LoadOptions = {},
): Promise<Row> {
  const { connections, warmupSeconds } = { ...DEFAULTS, ...options };
  await fire(bareUrl, {}, connections, warmupSeconds);
  await fire(url, options, connections, warmupSeconds);
  const bare: autocannon.Result[] = [];
  const page: autocannon.Result[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    bare.push(await fire(bareUrl, {}, connections, TURN_SECONDS));
    page.push(await fire(url, options, connections, TURN_SECONDS));
  }
  for (const result of page) refuseFailures(name, result);
  const rate = (results: autocannon.Result[]) =>
    results.reduce((sum, result) => sum + result.requests.total, 0) / (TURNS * TURN_SECONDS);
  return {
    name,
    perSecond: rate(page),
    p50Ms: median(page.map((result) => result.latency.p50)),
    p99Ms: Math.max(...page.map((result) => result.latency.p99)),
    baselinePerSecond: rate(bare),
  };
}
