// PGlite against SQLite (better-sqlite3) as the embedded default, on our own queries. Slow (each
// engine starts from nothing in its own process), so `npm run bench` runs it only when named:
// `npm run bench -- embedded-databases`, or alone: `npx tsx bench/embedded-databases.bench.ts`.
import path from 'node:path';
import { withChild } from './support/child-process.js';
import { ENGINE_NAMES, type EngineName } from './support/embedded/engine.js';
import type { EngineReport } from './support/embedded/engine-process.js';
import type { Row, Section } from './support/report.js';
import { runIfMain, type Suite } from './support/suite.js';

const ENGINE_PROCESS = path.resolve('bench/support/embedded/engine-process.ts');
const ENGINE_LABELS: Record<EngineName, string> = { sqlite: 'SQLite', pglite: 'PGlite' };

const measureEngine = (engine: EngineName) =>
  withChild<EngineReport, EngineReport>(ENGINE_PROCESS, [engine], async (report) => report);

/** Each query's rows side by side: SQLite then PGlite. */
function interleave(reports: [EngineName, EngineReport][]): Row[] {
  const queries = reports[0]?.[1].rows.length ?? 0;
  return Array.from({ length: queries }, (_, index) =>
    reports.flatMap(([engine, report]) => {
      const row = report.rows[index];
      return row ? [{ ...row, name: `${row.name} [${ENGINE_LABELS[engine]}]` }] : [];
    }),
  ).flat();
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function startAndMemory(reports: [EngineName, EngineReport][]): string[] {
  return reports.flatMap(([engine, report]) => [
    ...report.coldStarts.map((start) => `Cold start, ${start.label}: ${ms(start.ms)}`),
    `RSS, ${ENGINE_LABELS[engine]}: ${mb(report.rssMb.afterWorkload)} after the queries ` +
      `(+${mb(report.rssMb.afterWorkload - report.rssMb.beforeOpen)} from before opening)`,
  ]);
}

const suite: Suite = {
  name: 'Embedded databases: SQLite (better-sqlite3) against PGlite, through Prisma',
  inDefaultRun: false,
  async run(): Promise<Section[]> {
    const reports: [EngineName, EngineReport][] = [];
    for (const engine of ENGINE_NAMES) reports.push([engine, await measureEngine(engine)]);
    return [
      {
        title:
          'One query at a time, 2 s after a 0.5 s warm-up (writes: exactly 1,000); each engine in its own process, on disk',
        unit: 'ops/s',
        rows: interleave(reports),
        notes: startAndMemory(reports),
      },
    ];
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
