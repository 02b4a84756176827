import { PrismaClient as PostgresClient } from './generated/prisma-postgresql/index.js';
import { PrismaClient as SqliteClient } from './generated/prisma-sqlite/index.js';
import { createAdapterFactory } from './db/adapter.js';
import { databaseProvider, type DatabaseProvider } from './db/provider.js';
import { announcingContentWrites, ContentWrites } from './db/content-writes.js';
import { withDerivedContent } from './db/derived-content.js';
import { countingAdapter, type StatementCounter } from './db/statement-counter.js';
import { overriding } from './db/overriding.js';
import { retryingTransactions } from './db/deadlock-retry.js';
import { statementsOn, type Statements } from './db/statements.js';
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';

// Both clients are generated from one data model (prisma/schema.prisma and its generated SQLite
// twin), so their query APIs are the same; the PostgreSQL client's types describe both.
export type Database = PostgresClient;
export type { Prisma } from './generated/prisma-postgresql/index.js';

export interface DatabaseHandle {
  db: Database;
  provider: DatabaseProvider;
  /** Every write to what visitors see, announced after it (and after its transaction's commit). */
  contentWrites: ContentWrites;
  /** Statements on the client's own connection, without the client (db/statements.ts). */
  statements: Statements;
  close(): Promise<void>;
}

/** The factory, remembering the adapter it connects: the one Prisma's client then talks through. */
function rememberingConnection(factory: SqlDriverAdapterFactory) {
  let adapter: SqlDriverAdapter | undefined;
  return {
    factory: overriding(factory, {
      connect: async () => (adapter = await factory.connect()),
    }),
    connected: () => {
      if (!adapter) throw new Error('The database is not connected yet.');
      return adapter;
    },
  };
}

/**
 * Waiting for a lock (an event's places in a rush for tickets) or for a free connection behind such
 * waits is part of a busy moment, not a failure: Prisma's defaults (2 s to start, 5 s to finish) would
 * answer the back of a queue of ticket takers with an error.
 */
const TRANSACTION_LIMITS = { maxWait: 15_000, timeout: 15_000 };

/** `statements`: counts every SQL statement sent (tests hold routes to a statement budget with it). */
export async function connectDatabase(
  url: string,
  options: { statements?: StatementCounter } = {},
): Promise<DatabaseHandle> {
  const provider = databaseProvider(url);
  const factory = createAdapterFactory(url);
  const connection = rememberingConnection(options.statements ? countingAdapter(factory, options.statements) : factory);
  const adapter = connection.factory;
  const client =
    provider === 'sqlite'
      ? (new SqliteClient({ adapter, transactionOptions: TRANSACTION_LIMITS }) as unknown as Database)
      : new PostgresClient({ adapter, transactionOptions: TRANSACTION_LIMITS });
  await client.$connect();
  const contentWrites = new ContentWrites();
  const db = retryingTransactions(announcingContentWrites(withDerivedContent(client), contentWrites));
  if (provider === 'sqlite') {
    // WAL lets readers go on while one writer commits; the busy timeout queues concurrent writers.
    await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
    await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  }
  return {
    db,
    provider,
    contentWrites,
    statements: statementsOn(connection.connected),
    close: async () => {
      if (provider === 'sqlite') await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
      await db.$disconnect();
    },
  };
}
