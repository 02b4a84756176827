import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { migrateDatabase } from '../../server/db/migrate.js';
import { createTestDatabase, prepareTemplate, type TestDatabase } from '../../tests/support/test-databases.js';

export type TempDatabase = TestDatabase;

/**
 * A fresh, migrated database: embedded SQLite by default, or a new database on the PostgreSQL
 * server that DATABASE_URL names, so the same scenarios measure both providers. Made the way the
 * test suite makes its own, from a template of the bench's.
 */
export async function createTempDatabase(): Promise<TempDatabase> {
  await migrateDatabase(await prepareTemplate('bench'));
  return createTestDatabase('bench');
}

/**
 * A production configuration on a new temp database: silent log, mail written to a temp folder; in
 * WEB_CONCURRENCY workers when the bench runs with it. `environment` is what the configuration was read
 * from, for the workers of a cluster to read the same.
 */
export async function benchConfig(
  extra: Record<string, string> = {},
): Promise<{ config: AppConfig; database: TempDatabase; environment: Record<string, string | undefined> }> {
  const database = await createTempDatabase();
  const environment = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    // With REDIS_URL the scenarios measure the scale set-up: sessions, rate limits and the public reads' version in Redis.
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `agora-bench-${randomBytes(8).toString('hex')}:`,
    MAIL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-mail-')),
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY,
    ...extra,
  };
  return { config: loadConfig(environment), database, environment };
}
