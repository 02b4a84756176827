import { PrismaClient as PostgresClient } from './generated/prisma-postgresql/index.js';
import { PrismaClient as SqliteClient } from './generated/prisma-sqlite/index.js';
import { createAdapterFactory } from './db/adapter.js';
import { databaseProvider, type DatabaseProvider } from './db/provider.js';
import { announcingContentWrites, ContentWrites } from './db/content-writes.js';
import { withDerivedContent } from './db/derived-content.js';
import { countingAdapter, type StatementCounter } from './db/statement-counter.js';

// Both clients are generated from one data model (prisma/schema.prisma and its generated SQLite
// twin), so their query APIs are the same; the PostgreSQL client's types describe both.
export type Database = PostgresClient;
export type { Prisma } from './generated/prisma-postgresql/index.js';

export interface DatabaseHandle {
  db: Database;
  provider: DatabaseProvider;
  /** Every write to what visitors see, announced after it (and after its transaction's commit). */
  contentWrites: ContentWrites;
  close(): Promise<void>;
}

/** `statements`: counts every SQL statement sent (tests hold routes to a statement budget with it). */
export async function connectDatabase(
  url: string,
  options: { statements?: StatementCounter } = {},
): Promise<DatabaseHandle> {
  const provider = databaseProvider(url);
  const factory = createAdapterFactory(url);
  const adapter = options.statements ? countingAdapter(factory, options.statements) : factory;
  const client =
    provider === 'sqlite' ? (new SqliteClient({ adapter }) as unknown as Database) : new PostgresClient({ adapter });
  await client.$connect();
  const contentWrites = new ContentWrites();
  const db = announcingContentWrites(withDerivedContent(client), contentWrites);
  if (provider === 'sqlite') {
    // WAL lets readers go on while one writer commits; the busy timeout queues concurrent writers.
    await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
    await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  }
  return {
    db,
    provider,
    contentWrites,
    close: async () => {
      if (provider === 'sqlite') await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
      await db.$disconnect();
    },
  };
}
