import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '../../server/db/migrate.js';
import { databaseProvider } from '../../server/db/provider.js';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
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

function tempSqlite(): TempDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-'));
  return { url: `file:${path.join(dir, 'bench.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function tempPostgres(serverUrl: string): Promise<TempDatabase> {
  const name = `agora_bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database: embedded SQLite in a temp folder by default, or a new database on
 * the PostgreSQL server that DATABASE_URL names, so the same scenarios measure both providers.
 */
export async function createTempDatabase(serverUrl = process.env.DATABASE_URL): Promise<TempDatabase> {
  const database = serverUrl && databaseProvider(serverUrl) === 'postgresql' ? await tempPostgres(serverUrl) : tempSqlite();
  try {
    await migrateDatabase(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
