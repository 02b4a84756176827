import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type BetterSqlite3 from 'better-sqlite3';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { PrismaPg } from '@prisma/adapter-pg';
import { CatalogTextClient } from './postgres-catalog-client.js';
import { overriding } from './overriding.js';
import { keptStatements } from './sqlite-connection.js';
import { likeWithBackslashEscape } from './sqlite-like.js';
import { inTurns } from './sqlite-turns.js';
import { databaseProvider, sqliteFilePath } from './provider.js';

export function createAdapterFactory(url: string) {
  if (databaseProvider(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return withKeptStatements(new PrismaBetterSQLite3({ url: file }));
  }
  const pool = new pg.Pool({ connectionString: url, Client: CatalogTextClient });
  return new PrismaPg(pool, { disposeExternalPool: true });
}

/**
 * The adapter keeps its better-sqlite3 connection in `client`, a property its type does not name; every
 * statement and transaction goes through it, so the connection is swapped for one that keeps prepared
 * statements and begins transactions IMMEDIATE (see keptStatements). The adapter's version is pinned
 * exactly in package.json, and tests/server/sqlite-connection.test.ts fails if it stops holding. The
 * adapter itself is given turns (db/sqlite-turns.ts), and LIKE takes `\` as its escape character as on
 * PostgreSQL (db/sqlite-like.ts).
 */
function withKeptStatements(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  return overriding(factory, {
    connect: async (): Promise<SqlDriverAdapter> => {
      const adapter = await factory.connect();
      const holder = adapter as unknown as { client: BetterSqlite3.Database };
      likeWithBackslashEscape(holder.client);
      holder.client = keptStatements(holder.client);
      return inTurns(adapter);
    },
  });
}
