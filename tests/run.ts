// `npm test`: every check and test of the project, then one summary.
// The database follows DATABASE_URL (unset: embedded SQLite; postgres://…: PostgreSQL); Redis follows REDIS_URL.
// What the suite needs and the machine lacks (a Redis, the PostgreSQL named, a Chromium) is started
// or installed first, and what was started is stopped at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { provideTestServices } from './setup/services.js';

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, named so that the end of a long log says it. */
  failures?: string[];
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-test-reports-'));
const bin = (name: string) => path.resolve('node_modules/.bin', name);

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): Outcome {
  const ok = run(command, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

function vitest(): Outcome {
  const output = path.join(reports, 'vitest.json');
  const ok = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[];
  }>(output);
  if (!report) return { name: 'vitest (server + client)', passed: 0, failed: 1, skipped: 0 };
  const failures = report.testResults
    .filter((file) => file.status === 'failed')
    .flatMap((file) => {
      const where = path.relative(process.cwd(), file.name);
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      return tests.length > 0 ? tests.map((test) => `${where} › ${test.fullName}`) : [`${where} (the file itself)`];
    });
  return {
    name: 'vitest (server + client)',
    passed: report.numPassedTests,
    failed: report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string }[] }[];
}

function unexpectedSpecs(suite: PlaywrightSuite, titles: string[]): string[] {
  const trail = [...titles, suite.title];
  return [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file} › ${[...trail.slice(1), spec.title].join(' › ')}`),
    ...(suite.suites ?? []).flatMap((inner) => unexpectedSpecs(inner, trail)),
  ];
}

function playwright(): Outcome {
  const output = path.join(reports, 'playwright.json');
  const ok = run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  }>(output);
  if (!report) return { name: 'playwright (browser)', passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    name: 'playwright (browser)',
    passed: expected + flaky,
    failed: unexpected + (ok || unexpected > 0 ? 0 : 1),
    skipped,
    failures: report.suites.flatMap((suite) => unexpectedSpecs(suite, [])),
  };
}

console.log('▶ test services (Redis, PostgreSQL when asked for, Chromium)');
const services = await provideTestServices();
Object.assign(process.env, services.env);
for (const [name, value] of Object.entries(services.env)) console.log(`  ${name}=${value}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void services.stop().finally(() => process.exit(1)));
}
const setupProblems: Outcome[] = services.problems.map((problem) => {
  console.error(`  ✗ ${problem}`);
  return { name: `set-up: ${problem}`, passed: 0, failed: 1, skipped: 0 };
});

// The static checks do not depend on the database: CI runs them once, with the first pass, and sets
// TEST_SKIP_STATIC_CHECKS=1 for the pass on PostgreSQL + Redis (the build from the first pass stays).
const staticChecks =
  process.env.TEST_SKIP_STATIC_CHECKS === '1'
    ? []
    : [
        check('schema drift (db:check)', bin('tsx'), ['prisma/generate.ts', '--check']),
        check('typecheck (tsc)', bin('tsc'), ['--noEmit']),
        // The adapter's own tests, typed without the product's page map.
        check('typecheck the adapter package (tsc)', bin('tsc'), ['--noEmit', '-p', 'packages/inertia-express']),
        check('lint and import seams (eslint)', bin('eslint'), ['.']),
        check('format (prettier)', bin('prettier'), ['--check', '.']),
        check('client build (vite)', bin('vite'), ['build', '--logLevel', 'warn']),
      ];
const outcomes: Outcome[] = [...setupProblems, ...staticChecks, vitest(), playwright()];
await services.stop();

const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'embedded SQLite';
console.log(`\nSummary (${database}${process.env.REDIS_URL ? ' + Redis' : ''})`);
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.failed > 0 ? '✗' : '✓'} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed, ${outcome.skipped} skipped`,
  );
  for (const failure of outcome.failures ?? []) console.log(`      ✗ ${failure}`);
}
const total = outcomes.reduce(
  (sum, outcome) => ({
    passed: sum.passed + outcome.passed,
    failed: sum.failed + outcome.failed,
    skipped: sum.skipped + outcome.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(total.failed > 0 ? 1 : 0);
