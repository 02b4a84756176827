import fs from 'node:fs';
import { createClient, type RedisClientType } from 'redis';
import { seedDatabase } from '../../prisma/seed.js';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { keptReads } from '../../server/content/kept-reads.js';
import { connectDatabase, type Database } from '../../server/db.js';
import { createJobQueue } from '../../server/jobs/create-queue.js';
import { createLogger } from '../../server/logger.js';
import { createMailer } from '../../server/mail/transport.js';
import { benchAssets } from './assets.js';
import { benchConfig } from './temp-database.js';
import { dialectOf } from '../../server/db/dialect.js';
import type { Environment, PreparedTarget, Target } from './targets.js';

/** A temp database holding the demo content (and `more`, when given), and the environment to serve it with. */
export async function seededDatabase(more?: (db: Database, now: Date) => Promise<void>): Promise<PreparedTarget> {
  const { config, database, environment } = await benchConfig();
  const handle = await connectDatabase(config.databaseUrl);
  await seedDatabase(handle.db, { admin: config.seedAdmin, now: new Date() });
  await more?.(handle.db, new Date());
  await handle.close();
  return {
    environment,
    async close() {
      await database.drop();
      fs.rmSync(config.mail.dir, { recursive: true, force: true });
    },
  };
}

/** The real app as production builds it, on a database seededDatabase prepared. */
export async function seededApp(environment: Environment): Promise<Target> {
  const config = loadConfig(environment);
  const handle = await connectDatabase(config.databaseUrl);
  const redis = config.redisUrl ? (createClient({ url: config.redisUrl }) as RedisClientType) : undefined;
  await redis?.connect();
  const mailer = createMailer(config.mail);
  const logger = createLogger(config.logLevel);
  const jobs = createJobQueue({ ...config, db: handle.db, now: () => new Date(), logger });
  const app = createApp({
    config,
    db: handle.db,
    dialect: dialectOf(handle.provider),
    statements: handle.statements,
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
    },
  };
}
