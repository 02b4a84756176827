import { randomUUID } from 'node:crypto';
import type { Database } from '../db.js';
import { isUniqueViolation } from '../db/errors.js';
import { parseRecordId } from '../db/record-id.js';
import type { Logger } from '../logger.js';
import { runJob, type ClaimedJob } from './run-job.js';
import {
  DEFAULT_RETRY,
  errorText,
  retryDelayMs,
  type FailedJob,
  type JobHandlers,
  type JobQueue,
  type RetryPolicy,
} from './queue.js';

// Rows per INSERT when many jobs are queued at once: well under SQLite's limit of bound parameters.
const BATCH = 500;

export interface DatabaseQueueOptions {
  db: Database;
  now: () => Date;
  logger: Logger;
  retry?: RetryPolicy;
  /** How often an idle runner looks for due work; an enqueue in this process wakes it at once. */
  pollMs?: number;
  /** Jobs run side by side (mail waits on the network more than on the CPU). */
  concurrency?: number;
  /** A running job not finished by then was left by a process that died, and runs again. */
  leaseMs?: number;
}

/**
 * The queue of the embedded default: jobs are rows, so they outlive a restart, and the app runs them
 * itself. Claiming is one conditional update (`waiting` → `running`), so two processes sharing a
 * PostgreSQL database without Redis still never take one job twice.
 */
export function createDatabaseQueue(options: DatabaseQueueOptions): JobQueue {
  const { db, now, logger } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let handlers: JobHandlers | undefined;
  let stopping = false;
  let wake = () => {};
  const runners: Promise<void>[] = [];

  const { maxAttempts } = retry;

  async function enqueueOne(name: string, data: string, key: string): Promise<void> {
    try {
      await db.job.create({ data: { name, data, key, runAt: now(), maxAttempts } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  // A job is free to take when it is waiting and due, or still `running` past its lease: the process
  // that held it died. Checked on every claim, so a runner that started while the lease still held
  // picks the job up once it passes, without a restart.
  const takeable = (at: Date) => [
    { state: 'waiting' as const, runAt: { lte: at } },
    { state: 'running' as const, lockedUntil: { lt: at } },
  ];

  async function claim(): Promise<ClaimedJob | undefined> {
    const at = now();
    const candidates = await db.job.findMany({
      where: { OR: takeable(at) },
      orderBy: [{ runAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
      take: 5,
    });
    for (const { id } of candidates) {
      // The same condition again: of two runners taking one job, the second finds it leased anew.
      const [job] = await db.job.updateManyAndReturn({
        where: { id, OR: takeable(at) },
        data: { state: 'running', attempts: { increment: 1 }, lockedUntil: new Date(at.getTime() + leaseMs) },
        select: { id: true, name: true, data: true, key: true, attempts: true, maxAttempts: true },
      });
      if (job) return { ...job, id: String(job.id), data: JSON.parse(job.data) as unknown };
    }
    return undefined;
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    const id = Number(job.id);
    if (error === undefined) {
      await db.job.delete({ where: { id } });
    } else if (job.attempts >= job.maxAttempts) {
      await db.job.update({
        where: { id },
        data: { state: 'failed', lockedUntil: null, lastError: errorText(error), failedAt: now() },
      });
    } else {
      const runAt = new Date(now().getTime() + retryDelayMs(retry, job.attempts));
      await db.job.update({
        where: { id },
        data: { state: 'waiting', lockedUntil: null, lastError: errorText(error), runAt },
      });
    }
  }

  async function runNext(): Promise<boolean> {
    if (!handlers) throw new Error('The job queue has no handlers');
    const job = await claim();
    if (!job) return false;
    await finish(job, await runJob(handlers, job, logger));
    return true;
  }

  async function runner(): Promise<void> {
    while (!stopping) {
      const ran = await runNext().catch((error: unknown) => {
        logger.error('Job queue', error);
        return false;
      });
      if (ran || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    kind: 'database',
    handle(given) {
      handlers = given;
    },
    async enqueue(name, data, { key = randomUUID() } = {}) {
      await enqueueOne(name, JSON.stringify(data), key);
      wake();
    },
    async enqueueMany(name, jobs) {
      const runAt = now();
      for (let start = 0; start < jobs.length; start += BATCH) {
        const batch = jobs.slice(start, start + BATCH);
        const rows = batch.map(({ data, key }) => ({ name, data: JSON.stringify(data), key, runAt, maxAttempts }));
        try {
          await db.job.createMany({ data: rows });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // A batch queued again after a crash: one by one, skipping the jobs still waiting.
          for (const { data, key } of batch) await enqueueOne(name, JSON.stringify(data), key);
        }
      }
      wake();
    },
    start() {
      const concurrency = options.concurrency ?? 2;
      for (let index = 0; index < concurrency; index += 1) runners.push(runner());
    },
    async runDue() {
      let count = 0;
      while (await runNext()) count += 1;
      return count;
    },
    async stop() {
      stopping = true;
      wake();
      await Promise.all(runners);
    },
    async failed() {
      const rows = await db.job.findMany({
        where: { state: 'failed' },
        orderBy: { failedAt: 'desc' },
        select: { id: true, name: true, attempts: true, lastError: true, failedAt: true, createdAt: true },
      });
      return rows.map((row): FailedJob => ({
        id: String(row.id),
        name: row.name,
        attempts: row.attempts,
        error: row.lastError ?? '',
        failedAt: row.failedAt ?? row.createdAt,
        createdAt: row.createdAt,
      }));
    },
    async retry(id) {
      const rowId = parseRecordId(id);
      if (rowId === null) return false;
      const { count } = await db.job.updateMany({
        where: { id: rowId, state: 'failed' },
        data: { state: 'waiting', attempts: 0, runAt: now(), failedAt: null },
      });
      wake();
      return count === 1;
    },
    async discard(id) {
      const rowId = parseRecordId(id);
      if (rowId === null) return false;
      const { count } = await db.job.deleteMany({ where: { id: rowId, state: 'failed' } });
      return count === 1;
    },
  };
}
