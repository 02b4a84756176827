import type { Logger } from '../logger.js';
import type { JobHandlers, JobName } from './queue.js';

export interface ClaimedJob {
  id: string;
  name: string;
  key: string;
  data: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
  maxAttempts: number;
}

const isJobName = (handlers: JobHandlers, name: string): name is JobName => Object.hasOwn(handlers, name);

/** Runs one job with its handler; resolves to the error it failed with, or undefined when it succeeded. */
export async function runJob(handlers: JobHandlers, job: ClaimedJob, logger: Logger): Promise<unknown> {
  try {
    if (!isJobName(handlers, job.name)) throw new Error(`No handler for job "${job.name}"`);
    const handler = handlers[job.name] as (data: unknown, run: { key: string; attempt: number }) => Promise<void>;
    await handler(job.data, { key: job.key, attempt: job.attempts });
    return undefined;
  } catch (error) {
    const last = job.attempts >= job.maxAttempts;
    const text = `Job ${job.name} (${job.key}) failed on attempt ${job.attempts} of ${job.maxAttempts}`;
    if (last) logger.error(text, error);
    else logger.warn(`${text}; it will be tried again`, error);
    return error ?? new Error('Job failed');
  }
}
