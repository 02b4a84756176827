import type { AppContext } from '../context.js';
import type { Prisma } from '../db.js';
import { sql, type StatementRunner } from '../db/statements.js';
import type { JobPayloads } from './payloads.js';
import type { JobName } from './queue.js';

/** A job as its cause writes it: the name, the data and the key that keeps it to one run. */
export type OutboxJob = { [Name in JobName]: { name: Name; data: JobPayloads[Name]; key: string } }[JobName];

/** How long a job may wait in the outbox before the minute tick takes it for one its request lost. */
export const OUTBOX_GRACE_MS = 60_000;

type FlushContext = Pick<AppContext, 'db' | 'jobs' | 'logger'>;

/**
 * Writes the job in the transaction of the change that causes it, so the two commit together: the
 * queue cannot join the transaction (BullMQ lives in Redis), and a crash between the commit and the
 * enqueue would otherwise lose the job. Hand the returned job to `flushOutbox` once committed.
 */
export async function queueAfterCommit(tx: Prisma.TransactionClient, now: Date, job: OutboxJob): Promise<OutboxJob> {
  await tx.outboxJob.create({ data: { name: job.name, data: JSON.stringify(job.data), key: job.key, createdAt: now } });
  return job;
}

/**
 * `queueAfterCommit` for each of a change's jobs, leaving out the null of a mail with no address to go to
 * (`mailJob`). Answers the jobs written, for `flushOutbox` once committed.
 */
export async function queueAllAfterCommit(
  tx: Prisma.TransactionClient,
  now: Date,
  jobs: readonly (OutboxJob | null)[],
): Promise<OutboxJob[]> {
  const written: OutboxJob[] = [];
  for (const job of jobs) if (job) written.push(await queueAfterCommit(tx, now, job));
  return written;
}

/** `queueAfterCommit` for a transaction of plain statements (the door's scans). */
export async function queueAfterCommitIn(tx: StatementRunner, now: Date, job: OutboxJob): Promise<OutboxJob> {
  await tx.run(
    sql`INSERT INTO "OutboxJob" ("name", "data", "key", "createdAt")
        VALUES (${job.name}, ${JSON.stringify(job.data)}, ${job.key}, ${now})`,
  );
  return job;
}

/**
 * After the commit: queues the jobs written with the change and deletes them from the outbox, one
 * statement for all. A job the queue refuses stays for the minute tick (`sweepOutbox`), and the change,
 * committed, is not failed for it: the request answers as it would have.
 */
export async function flushOutbox(context: FlushContext, jobs: readonly OutboxJob[]): Promise<void> {
  const queued = await handOver(context, jobs);
  if (queued.length > 0) await context.db.outboxJob.deleteMany({ where: { key: { in: queued } } });
}

/**
 * A job a request asks for without changing anything else (mail a member asks for): written to the outbox
 * and handed over at once, so a queue that refuses it for a moment leaves it for the minute tick instead
 * of failing the request. A null job (a mail with no address) queues nothing.
 */
export async function queueSoon(context: FlushContext & Pick<AppContext, 'now'>, job: OutboxJob | null): Promise<void> {
  if (job) await flushOutbox(context, [await queueAfterCommit(context.db, context.now(), job)]);
}

/**
 * Part of the minute tick: queues the jobs a request committed but did not hand over (it died, or the
 * queue refused them) and deletes them. Younger ones may still be on their way from their request. A job
 * handed over twice runs harmlessly: the queue keeps one of a key while it waits, and every mail names
 * its delivery by a key, so a message that went out is not sent again. Costs one read when none is left.
 */
export async function sweepOutbox(context: FlushContext & Pick<AppContext, 'now'>): Promise<void> {
  const { db } = context;
  const rows = await db.outboxJob.findMany({
    where: { createdAt: { lte: new Date(context.now().getTime() - OUTBOX_GRACE_MS) } },
    orderBy: { id: 'asc' },
    select: { name: true, data: true, key: true },
  });
  if (rows.length === 0) return;
  // Written by queueAfterCommit from an OutboxJob, so the name and its data still belong together.
  const jobs = rows.map(({ name, data, key }) => ({ name, data: JSON.parse(data) as unknown, key }) as OutboxJob);
  await flushOutbox(context, jobs);
}

/** The keys of the jobs the queue took; a refusal is logged, and the job left in the outbox. */
async function handOver({ jobs: queue, logger }: FlushContext, jobs: readonly OutboxJob[]): Promise<string[]> {
  const queued: string[] = [];
  for (const job of jobs) {
    try {
      await queue.enqueue<JobName>(job.name, job.data, { key: job.key });
      queued.push(job.key);
    } catch (error) {
      logger.error(`Outbox: ${job.name} ${job.key} stays for the minute tick`, error);
    }
  }
  return queued;
}
