import type { AppConfig } from '../config.js';
import { connectDatabase } from '../db.js';
import { createJobQueue } from '../jobs/create-queue.js';
import type { Logger } from '../logger.js';
import { startSiteDuties } from '../site-duties.js';

/** The site's once-only work (startSiteDuties) in a cluster's primary, which only queues: the workers run the jobs. */
export async function startPrimaryDuties(config: AppConfig, logger: Logger): Promise<{ stop(): Promise<void> }> {
  const database = await connectDatabase(config.databaseUrl);
  const now = () => new Date();
  const jobs = createJobQueue({ ...config, db: database.db, now, logger });
  const scheduler = await startSiteDuties({ db: database.db, jobs, now, logger });
  return {
    async stop() {
      scheduler.stop();
      await jobs.stop();
      await database.close();
    },
  };
}
