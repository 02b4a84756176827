import type { AppConfig } from '../config.js';
import { connectDatabase } from '../db.js';
import { createJobQueue } from '../jobs/create-queue.js';
import { startScheduler } from '../jobs/scheduler.js';
import type { Logger } from '../logger.js';

/**
 * The scheduler of a cluster, in its primary: one tick a minute for all workers. A tick queued by each
 * worker would be kept out of the queue only while the previous one waits, so a worker ticking after
 * that job ran would queue the minute's work again. The primary only queues; the workers run the jobs.
 */
export async function startPrimaryScheduler(config: AppConfig, logger: Logger): Promise<{ stop(): Promise<void> }> {
  const database = await connectDatabase(config.databaseUrl);
  const now = () => new Date();
  const jobs = createJobQueue({ ...config, db: database.db, now, logger });
  const scheduler = startScheduler(jobs, now, logger);
  return {
    async stop() {
      scheduler.stop();
      await jobs.stop();
      await database.close();
    },
  };
}
