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
const SQLITE_TEMPLATE = path.join(TEST_DIR, 'template.db');
const PG_TEMPLATE = 'agora_test_template';

/** The database URL the suite runs against, from the environment (default: embedded). */
export function suiteDatabaseUrl(): string {
  const configured = process.env.DATABASE_URL;
  return configured && databaseProvider(configured) === 'postgresql' ? configured : `file:${SQLITE_TEMPLATE}`;
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
export async function prepareTemplate(): Promise<string> {
  const url = suiteDatabaseUrl();
  if (databaseProvider(url) === 'sqlite') {
    fs.mkdirSync(TEST_DIR, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(SQLITE_TEMPLATE + suffix, { force: true });
    return url;
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${PG_TEMPLATE}`);
  return withDatabase(url, PG_TEMPLATE);
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = suiteDatabaseUrl();
  const name = `agora_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (databaseProvider(url) === 'sqlite') {
    const file = path.join(TEST_DIR, `${name}.db`);
    fs.copyFileSync(SQLITE_TEMPLATE, file);
    return {
      url: `file:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      },
    };
  }
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const testConfig = (overrides: Record<string, string | undefined> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    APP_NAME: 'Agora',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL,
    MAIL_DIR: path.join(TEST_DIR, 'mail', randomUUID()),
    ...overrides,
  });
