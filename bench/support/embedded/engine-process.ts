// Child entry: opens one embedded engine (argv[2]) in a temp folder, times its start, runs our
// queries on it and reports the figures and its memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportToParent } from '../parent-link.js';
import type { Row } from '../report.js';
import { timeOnce, type TimedRunOptions } from '../timing.js';
import { isEngineName, openersFor, type OpenedEngine } from './engine.js';
import { runWorkload } from './workload.js';

export interface EngineReport {
  coldStarts: { label: string; ms: number }[];
  rows: Row[];
  rssMb: { beforeOpen: number; afterWorkload: number };
}

const TIMING: TimedRunOptions = { warmupMs: 500, durationMs: 2_000 };
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

await reportToParent<EngineReport>(async () => {
  const engine = process.argv[2];
  if (!isEngineName(engine)) throw new Error(`Unknown engine "${engine}"`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agora-bench-${engine}-`));
  const close = async () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const openers = await openersFor(engine);
    const beforeOpen = rssMb();
    const coldStarts: EngineReport['coldStarts'] = [];
    let measured: OpenedEngine | undefined;
    for (const opener of openers) {
      const { value: opened, ms } = await timeOnce(() => opener.open(dir));
      coldStarts.push({ label: opener.label, ms });
      if (opener.workload) measured = opened;
      else await opened.close();
    }
    if (!measured) throw new Error(`No opener of ${engine} runs the workload`);
    const rows = await runWorkload(measured.db, TIMING);
    const afterWorkload = rssMb();
    await measured.close();
    return { value: { coldStarts, rows, rssMb: { beforeOpen, afterWorkload } }, close };
  } catch (error) {
    await close();
    throw error;
  }
});
