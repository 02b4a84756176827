// Fresh databases for tests: a template is migrated once per run, then copied for every test file.
// The provider follows DATABASE_URL: unset → embedded SQLite; postgres://… → PostgreSQL.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.js';
import { databaseProvider } from '../../server/db/provider.js';

export const TEST_DIR = path.join(os.tmpdir(), 'agora-tests');
// A purpose ('test', 'bench') keeps the templates of runs that may overlap apart; AGORA_TEST_RUN
// (letters and digits) does the same for two checkouts testing on one machine and one PostgreSQL.
const runTag = (process.env.AGORA_TEST_RUN ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
const sqliteTemplate = (purpose: string) => path.join(TEST_DIR, `${purpose}${runTag}-template.db`);
const pgTemplate = (purpose: string) => `agora_${purpose}${runTag}_template`;

/** The database URL the suite runs against, from the environment (default: embedded). */
export function suiteDatabaseUrl(purpose = 'test'): string {
  const configured = process.env.DATABASE_URL;
  return configured && databaseProvider(configured) === 'postgresql' ? configured : `file:${sqliteTemplate(purpose)}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL the template is migrated at (global setup). */
export async function prepareTemplate(purpose = 'test'): Promise<string> {
  const url = suiteDatabaseUrl(purpose);
  if (databaseProvider(url) === 'sqlite') {
    fs.mkdirSync(TEST_DIR, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteTemplate(purpose) + suffix, { force: true });
    return url;
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS ${pgTemplate(purpose)} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${pgTemplate(purpose)}`);
  return withDatabase(url, pgTemplate(purpose));
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated template. */
export async function createTestDatabase(purpose = 'test'): Promise<TestDatabase> {
  const url = suiteDatabaseUrl(purpose);
  const name = `agora_${purpose}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (databaseProvider(url) === 'sqlite') {
    const file = path.join(TEST_DIR, `${name}.db`);
    fs.copyFileSync(sqliteTemplate(purpose), file);
    return {
      url: `file:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      },
    };
  }
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${pgTemplate(purpose)}`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const testConfig = (overrides: Record<string, string | undefined> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    APP_NAME: 'Agora',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL,
    // Each test app counts its own sessions and rate limits in the shared Redis.
    REDIS_PREFIX: `agora-test-${randomUUID()}:`,
    MAIL_DIR: path.join(TEST_DIR, 'mail', randomUUID()),
    UPLOAD_DIR: path.join(TEST_DIR, 'uploads', randomUUID()),
    ...overrides,
  });
