import type { Logger } from '../logger.js';

/**
 * Work that leaves the request: the handler answers at once and the task runs on a later turn of the
 * event loop. In process memory only, so a crash loses what is still waiting (a durable job queue
 * comes later); a graceful stop waits for it.
 */
export interface Background {
  /** Starts the task after the current handler has returned; a failure is logged under the task's name. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  idle(): Promise<void>;
}

export function createBackground(logger: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error(`Background task "${name}" failed`, error))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
