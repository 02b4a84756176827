import { measureBeside, measureUrl } from './support/load.js';
import { signIn } from './support/signed-in-client.js';
import { withServedTarget } from './support/served.js';
import { runIfMain, type Suite } from './support/suite.js';
import { benchWorkers, servedBy } from './support/workers.js';
import { browserCookies, inertiaVisit } from './support/visits.js';

const CONNECTIONS = 10;
// The seeded app's demo admin (SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD left at their defaults).
const DEMO_ADMIN = { email: 'admin@agora.test', password: 'agora-admin' };

/** The slug of the first upcoming event of the demo content, as the events list shows it. */
async function firstEventSlug(url: string): Promise<string> {
  const response = await fetch(`${url}/events`, { headers: inertiaVisit() });
  const page = (await response.json()) as { props: { events: { data: { slug: string }[] } } };
  const [first] = page.props.events.data;
  if (!first) throw new Error('The demo content has no upcoming event.');
  return first.slug;
}

const suite: Suite = {
  name: 'HTTP: public pages against a bare Express handler',
  inDefaultRun: true,
  served: true,
  async run() {
    const rows = await withServedTarget('baseline', (bareUrl) =>
      withServedTarget('seeded', async (url) => {
        const bare = `${bareUrl}/`;
        const baseline = await measureUrl('Bare Express 5, res.json({ ok: true })', bare);
        const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => browserCookies(url)));
        const visit = (path: string) =>
          measureBeside(bare, `GET ${path} Inertia JSON visit (session cookie)`, `${url}${path}`, {
            headers: inertiaVisit(),
            cookies,
          });
        return [
          { ...baseline, baseline: true },
          await visit('/'),
          await measureBeside(bare, 'GET / first HTML visit (no cookie)', `${url}/`),
          await visit('/blog'),
          await visit('/events'),
          await visit(`/events/${await firstEventSlug(url)}`),
          await measureBeside(bare, 'GET / Inertia JSON visit, the demo admin signed in', `${url}/`, {
            headers: inertiaVisit(),
            cookies: [(await signIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie],
          }),
        ];
      }),
    );
    return [
      {
        title: `autocannon, ${CONNECTIONS} connections, 5 s after a 1 s warm-up; server in a child process, ${servedBy(benchWorkers())}`,
        unit: 'req/s',
        rows,
        notes: [
          'Inertia visits: each connection is one browser with its own session cookie.',
          "Each page is measured in five 1-second turns with the bare handler (both servers up), and compared with the bare rate of its own turns; its p99 is the worst turn's.",
          'A first visit has no cookie; a guest who only reads stores no session, so it writes nothing.',
          'Goals (SPEC §15): Inertia JSON visits ≥ 25 % of the bare handler with p99 < 20 ms; a first HTML visit ≥ 15 %.',
        ],
      },
    ];
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
