import type { JobPayloads } from './payloads.js';

export type JobName = keyof JobPayloads;

/** What a handler knows of the job it runs. */
export interface JobRun {
  /** The idempotency key: the same for every attempt, so a mail job names its delivery by it. */
  key: string;
  attempt: number;
}

export type JobHandlers = { [Name in JobName]: (data: JobPayloads[Name], run: JobRun) => Promise<void> };

export interface EnqueueOptions {
  /** A job of the same name whose key is already waiting is not added again; a random key when none is given. */
  key?: string;
}

/** A job that used up its attempts, kept for an admin to retry or discard. */
export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  error: string;
  failedAt: Date;
  createdAt: Date;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffMs: 30_000 };

/**
 * All mail and scheduled work goes through this: BullMQ on Redis when `REDIS_URL` is set, otherwise
 * rows in the app's own database (server/jobs/create-queue.ts chooses).
 */
export interface JobQueue {
  readonly kind: 'database' | 'redis';
  /** Sets what runs each job name; called once when the app is assembled. */
  handle(handlers: JobHandlers): void;
  enqueue<Name extends JobName>(name: Name, data: JobPayloads[Name], options?: EnqueueOptions): Promise<void>;
  /** Many jobs of one name at once (a message's fan-out), each with its key; keys already waiting are skipped. */
  enqueueMany<Name extends JobName>(name: Name, jobs: { data: JobPayloads[Name]; key: string }[]): Promise<void>;
  /** Starts running jobs in the background as they come due. */
  start(): void;
  /** Runs every job that is due now, one after another, until none is left (tests, and the bench). */
  runDue(): Promise<number>;
  /** Stops taking jobs; the ones in hand finish (or return to the queue) before it resolves. */
  stop(): Promise<void>;
  failed(): Promise<FailedJob[]>;
  /** Puts a failed job back in line with fresh attempts; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Deletes a failed job; false when there is no such failed job. */
  discard(id: string): Promise<boolean>;
}

/** The wait before the next attempt after `attempt` failed ones: backoff, 2 × backoff, 4 × backoff… */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return policy.backoffMs * 2 ** Math.max(0, attempt - 1);
}

/** Error text kept with a failed job: the message, never a stack full of local paths. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || 'Unknown error';
}
