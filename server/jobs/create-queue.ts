import type { Database } from '../db.js';
import type { Logger } from '../logger.js';
import { createDatabaseQueue } from './database-queue.js';
import type { JobQueue, RetryPolicy } from './queue.js';
import { createRedisQueue } from './redis-queue.js';

export interface QueueSettings {
  redisUrl?: string;
  redisPrefix: string;
  db: Database;
  now: () => Date;
  logger: Logger;
  retry?: RetryPolicy;
}

/** BullMQ when Redis is configured (shared by every app process), otherwise the app's own database. */
export function createJobQueue(settings: QueueSettings): JobQueue {
  const { redisUrl, redisPrefix, db, now, logger, retry } = settings;
  if (redisUrl) return createRedisQueue({ url: redisUrl, prefix: `${redisPrefix}bull`, logger, retry });
  return createDatabaseQueue({ db, now, logger, retry });
}
