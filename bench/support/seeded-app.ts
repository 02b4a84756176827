import fs from 'node:fs';
import type { Express } from 'express';
import { createClient, type RedisClientType } from 'redis';
import { seedDatabase } from '../../prisma/seed.js';
import { createApp } from '../../server/app.js';
import { keptReads } from '../../server/content/kept-reads.js';
import { connectDatabase, type Database } from '../../server/db.js';
import { createJobQueue } from '../../server/jobs/create-queue.js';
import { createLogger } from '../../server/logger.js';
import { createMailer } from '../../server/mail/transport.js';
import { benchAssets } from './assets.js';
import { benchConfig } from './temp-database.js';
import { dialectOf } from '../../server/db/dialect.js';

export interface SeededApp {
  app: Express;
  close(): Promise<void>;
}

/** The real app as production builds it, on a temp database holding the demo content (and `more`, when given). */
export async function seededApp(more?: (db: Database, now: Date) => Promise<void>): Promise<SeededApp> {
  const { config, database } = await benchConfig();
  const handle = await connectDatabase(config.databaseUrl);
  await seedDatabase(handle.db, { admin: config.seedAdmin, now: new Date() });
  await more?.(handle.db, new Date());
  const redis = config.redisUrl ? (createClient({ url: config.redisUrl }) as RedisClientType) : undefined;
  await redis?.connect();
  const mailer = createMailer(config.mail);
  const logger = createLogger(config.logLevel);
  const jobs = createJobQueue({ ...config, db: handle.db, now: () => new Date(), logger });
  const app = createApp({
    config,
    db: handle.db,
    dialect: dialectOf(handle.provider),
    logger,
    mailer,
    jobs,
    assets: benchAssets(),
    now: () => new Date(),
    redis,
    keptReads: keptReads({ writes: handle.contentWrites, redis, redisPrefix: config.redisPrefix }),
  });
  return {
    app,
    async close() {
      await jobs.stop();
      mailer.close();
      await redis?.quit();
      await handle.close();
      await database.drop();
      fs.rmSync(config.mail.dir, { recursive: true, force: true });
    },
  };
}
