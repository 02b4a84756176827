import path from 'node:path';
import Database from 'better-sqlite3';
import { connectDatabase } from '../../../server/db.js';
import { migrateDatabase } from '../../../server/db/migrate.js';
import type { EngineOpener, OpenedEngine } from './engine.js';
import { migrationSql } from './migration-files.js';

const MIGRATED = 'migrated.db';

async function connect(file: string): Promise<OpenedEngine> {
  const { db, close } = await connectDatabase(`file:${file}`);
  return { db, close };
}

/** Schema applied in-process from the migration SQL, the way the PGlite figure is taken. */
const schemaSql: EngineOpener = {
  label: 'SQLite, first start: open + migration SQL in-process + connect',
  workload: false,
  async open(dir) {
    const file = path.join(dir, 'schema.db');
    const raw = new Database(file);
    for (const sql of migrationSql('sqlite')) raw.exec(sql);
    raw.close();
    return connect(file);
  },
};

/** Schema applied as the app does it today: `prisma migrate deploy` in a CLI process. */
const migrateDeploy: EngineOpener = {
  label: 'SQLite, first start: prisma migrate deploy (CLI process) + connect',
  workload: false,
  async open(dir) {
    const file = path.join(dir, MIGRATED);
    await migrateDatabase(`file:${file}`);
    return connect(file);
  },
};

const reopen: EngineOpener = {
  label: 'SQLite, restart: open the existing file + connect',
  workload: true,
  open: (dir) => connect(path.join(dir, MIGRATED)),
};

// The in-process one first: each engine pays its one-time loading (Prisma's WASM) in its first row.
export const SQLITE_OPENERS = [schemaSql, migrateDeploy, reopen];
