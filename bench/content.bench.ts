import { BENCH_LOCATION_SLUG, BULK_LOCATIONS, BULK_POSTS } from './support/bulk-content.js';
import { measureUrl } from './support/load.js';
import { withServedTarget } from './support/served.js';
import { runIfMain, type Suite } from './support/suite.js';
import { benchWorkers, servedBy } from './support/workers.js';
import { browserCookies, inertiaVisit } from './support/visits.js';

const CONNECTIONS = 10;

const suite: Suite = {
  name: `HTTP: content pages on ${BULK_POSTS.toLocaleString('en-US')} posts and ${BULK_LOCATIONS} locations`,
  inDefaultRun: true,
  served: true,
  async run() {
    const rows = await withServedTarget('content', async (url) => {
      const visit = async (name: string, path: string) =>
        measureUrl(name, `${url}${path}`, {
          headers: inertiaVisit(),
          cookies: await Promise.all(Array.from({ length: CONNECTIONS }, () => browserCookies(url))),
        });
      return [
        await visit('GET /blog Inertia JSON visit', '/blog'),
        await visit('GET /locations/:slug Inertia JSON visit', `/locations/${BENCH_LOCATION_SLUG}`),
      ];
    });
    return [
      {
        title: `autocannon, ${CONNECTIONS} connections, 5 s after a 1 s warm-up; server in a child process, ${servedBy(benchWorkers())}`,
        unit: 'req/s',
        rows,
        notes: [
          'Each connection is one browser with its own session cookie.',
          'The location page shows its description (HTML stored when written) and lists its 5 upcoming events.',
        ],
      },
    ];
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
