import type { Logger } from '../logger.js';
import type { JobQueue } from './queue.js';

export const TICK_MS = 60_000;

/**
 * Queues a `schedule.tick` every minute (browser tests tick faster); the job releases the messages and reminders whose time has
 * come. The key names the minute, so several processes sharing a queue add one tick between them.
 */
export function startScheduler(jobs: JobQueue, now: () => Date, logger: Logger, tickMs = TICK_MS): { stop(): void } {
  const tick = () =>
    void jobs
      .enqueue('schedule.tick', {}, { key: `tick:${Math.floor(now().getTime() / tickMs)}` })
      .catch((error: unknown) => logger.error('Scheduler', error));
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
