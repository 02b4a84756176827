import { measureUrl } from './support/load.js';
import { withServedTarget } from './support/served.js';
import { runIfMain, type Suite } from './support/suite.js';
import { browserCookies, inertiaVisit } from './support/visits.js';

const CONNECTIONS = 10;

const suite: Suite = {
  name: 'HTTP: Welcome page against a bare Express handler',
  inDefaultRun: true,
  async run() {
    const baseline = await withServedTarget('baseline', (url) =>
      measureUrl('Bare Express 5, res.json({ ok: true })', `${url}/`),
    );
    const welcome = await withServedTarget('seeded', async (url) => [
      await measureUrl('GET / Inertia JSON visit (session cookie)', `${url}/`, {
        headers: inertiaVisit(),
        cookies: await Promise.all(Array.from({ length: CONNECTIONS }, () => browserCookies(url))),
      }),
      await measureUrl('GET / first HTML visit (no cookie)', `${url}/`),
    ]);
    return [
      {
        title: `autocannon, ${CONNECTIONS} connections, 5 s after a 1 s warm-up; server in a child process`,
        unit: 'req/s',
        rows: [{ ...baseline, baseline: true }, ...welcome],
        notes: [
          'Inertia visits: each connection is one browser with its own session cookie.',
          'A first visit has no cookie; a guest who only reads stores no session, so it writes nothing.',
        ],
      },
    ];
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
