import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { CatalogTextClient } from './postgres-catalog-client.js';
import { databaseProvider, sqliteFilePath } from './provider.js';

export function createAdapterFactory(url: string) {
  if (databaseProvider(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return new PrismaBetterSQLite3({ url: file });
  }
  const pool = new pg.Pool({ connectionString: url, Client: CatalogTextClient });
  return new PrismaPg(pool, { disposeExternalPool: true });
}
