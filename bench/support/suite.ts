import { pathToFileURL } from 'node:url';
import { formatReport, type Section } from './report.js';

/** What a `bench/*.bench.ts` file exports as default; bench/run.ts finds and runs each one. */
export interface Suite {
  name: string;
  /** False for slow or noisy suites: `npm run bench` skips them unless they are named. */
  inDefaultRun: boolean;
  /** Its site is served in WEB_CONCURRENCY workers: it runs in one process, then in one worker per core. */
  served?: boolean;
  run(): Promise<Section[]>;
}

/**
 * WEB_CONCURRENCY for each run of the suite: the one the bench was started with, or for a served suite
 * one process and every core. (Not read from the environment here: the suite before set it.)
 */
function concurrencies(suite: Suite, chosen: string | undefined): (string | undefined)[] {
  return suite.served && chosen === undefined ? ['1', 'auto'] : [chosen];
}

export async function runSuites(suites: Suite[]): Promise<void> {
  const chosen = process.env.WEB_CONCURRENCY;
  for (const suite of suites) {
    console.log(`\n== ${suite.name}`);
    for (const concurrency of concurrencies(suite, chosen)) {
      // Read by the bench's configuration and by the servers it forks.
      if (concurrency === undefined) delete process.env.WEB_CONCURRENCY;
      else process.env.WEB_CONCURRENCY = concurrency;
      console.log(formatReport(await suite.run()));
    }
  }
  if (chosen === undefined) delete process.env.WEB_CONCURRENCY;
  else process.env.WEB_CONCURRENCY = chosen;
}

/** Lets a bench file run on its own (`npx tsx bench/x.bench.ts`) as well as through bench/run.ts. */
export async function runIfMain(moduleUrl: string, suite: Suite): Promise<void> {
  const entry = process.argv[1];
  if (entry && pathToFileURL(entry).href === moduleUrl) await runSuites([suite]);
}
