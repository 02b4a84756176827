import { createHash, randomUUID } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { runJob, type ClaimedJob } from './run-job.js';
import { DEFAULT_RETRY, type FailedJob, type JobHandlers, type JobQueue, type RetryPolicy } from './queue.js';

export interface RedisQueueOptions {
  url: string;
  /** Key prefix, so several apps (or test runs) can share one Redis. */
  prefix: string;
  logger: Logger;
  retry?: RetryPolicy;
  concurrency?: number;
}

const QUEUE_NAME = 'jobs';

interface StoredData {
  key: string;
  data: unknown;
}

// BullMQ reserves ':' in job ids; a digest of the name and key keeps any key usable and still deduplicates.
const jobIdOf = (name: string, key: string) =>
  `k${createHash('sha256').update(`${name}\n${key}`).digest('hex').slice(0, 40)}`;

// BullMQ's blocking commands must wait as long as they need, so its connections never give up a request.
const connect = (url: string) => new Redis(url, { maxRetriesPerRequest: null });

/**
 * The queue when `REDIS_URL` is set: BullMQ, so every app process sharing the Redis takes work from one
 * queue, a job is held by one worker at a time (BullMQ's lock), and a process that dies leaves its job
 * to be picked up again once the lock lapses.
 */
export function createRedisQueue(options: RedisQueueOptions): JobQueue {
  const { logger, prefix } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const connection = connect(options.url);
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: retry.maxAttempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: true,
      removeOnFail: false,
    },
  });
  let handlers: JobHandlers | undefined;
  const workers: Worker[] = [];

  const claimed = (job: Job<StoredData>): ClaimedJob => ({
    id: job.id ?? '',
    name: job.name,
    key: job.data.key,
    data: job.data.data,
    attempts: job.attemptsMade + 1,
    maxAttempts: job.opts.attempts ?? retry.maxAttempts,
  });

  function requireHandlers(): JobHandlers {
    if (!handlers) throw new Error('The job queue has no handlers');
    return handlers;
  }

  async function process(job: Job<StoredData>): Promise<void> {
    const error = await runJob(requireHandlers(), claimed(job), logger);
    if (error !== undefined) throw error;
  }

  function newWorker(autorun: boolean): Worker<StoredData> {
    const worker = new Worker<StoredData>(QUEUE_NAME, autorun ? process : null, {
      connection: connect(options.url),
      prefix,
      concurrency: options.concurrency ?? 4,
      autorun,
    });
    worker.on('error', (error) => logger.error('Job queue', error));
    workers.push(worker);
    return worker;
  }

  return {
    kind: 'redis',
    handle(given) {
      handlers = given;
    },
    async enqueue(name, data, { key = randomUUID() } = {}) {
      await queue.add(name, { key, data }, { jobId: jobIdOf(name, key) });
    },
    async enqueueMany(name, jobs) {
      await queue.addBulk(
        jobs.map(({ data, key }) => ({ name, data: { key, data }, opts: { jobId: jobIdOf(name, key) } })),
      );
    },
    start() {
      newWorker(true);
    },
    async runDue() {
      const worker = newWorker(false);
      const token = randomUUID();
      let count = 0;
      try {
        for (;;) {
          const job = (await worker.getNextJob(token, { block: false })) as Job<StoredData> | undefined;
          if (!job) return count;
          const error = await runJob(requireHandlers(), claimed(job), logger);
          if (error === undefined) await job.moveToCompleted(undefined, token, false);
          else await job.moveToFailed(error instanceof Error ? error : new Error(String(error)), token, false);
          count += 1;
        }
      } finally {
        await worker.close();
        workers.splice(workers.indexOf(worker), 1);
      }
    },
    async stop() {
      // Closing a worker waits for the jobs it holds to finish.
      await Promise.all(workers.map((worker) => worker.close()));
      await queue.close();
      connection.disconnect();
    },
    async failed() {
      const jobs = (await queue.getFailed(0, 499)) as Job<StoredData>[];
      return jobs.map((job): FailedJob => ({
        id: job.id ?? '',
        name: job.name,
        attempts: job.attemptsMade,
        error: job.failedReason,
        failedAt: new Date(job.finishedOn ?? job.timestamp),
        createdAt: new Date(job.timestamp),
      }));
    },
    async retry(id) {
      const job = await failedJob(queue, id);
      if (!job) return false;
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },
    async discard(id) {
      const job = await failedJob(queue, id);
      if (!job) return false;
      await job.remove();
      return true;
    },
  };
}

async function failedJob(queue: Queue, id: string): Promise<Job | undefined> {
  if (!/^k[0-9a-f]{40}$/.test(id)) return undefined;
  const job = await Job.fromId(queue, id);
  return job && (await job.isFailed()) ? job : undefined;
}
