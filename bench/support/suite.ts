import { pathToFileURL } from 'node:url';
import { formatReport, type Section } from './report.js';

/** What a `bench/*.bench.ts` file exports as default; bench/run.ts finds and runs each one. */
export interface Suite {
  name: string;
  /** False for slow or noisy suites: `npm run bench` skips them unless they are named. */
  inDefaultRun: boolean;
  run(): Promise<Section[]>;
}

export async function runSuites(suites: Suite[]): Promise<void> {
  for (const suite of suites) {
    console.log(`\n== ${suite.name}`);
    console.log(formatReport(await suite.run()));
  }
}

/** Lets a bench file run on its own (`npx tsx bench/x.bench.ts`) as well as through bench/run.ts. */
export async function runIfMain(moduleUrl: string, suite: Suite): Promise<void> {
  const entry = process.argv[1];
  if (entry && pathToFileURL(entry).href === moduleUrl) await runSuites([suite]);
}
