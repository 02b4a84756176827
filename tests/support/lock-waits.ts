import type { Database, Prisma } from '../../server/db.js';
import { databaseProvider } from '../../server/db/provider.js';
import { suiteDatabaseUrl } from './test-databases.js';

/**
 * Resolves once `count` statements of this database wait for a lock (PostgreSQL only): a test holding a
 * row lock knows that the request it sent has reached the statement it meant to stop.
 */
export async function lockWaitsReach(db: Database, count: number): Promise<void> {
  for (;;) {
    const [row] = await db.$queryRaw<{ waits: number }[]>`SELECT COUNT(*)::int AS waits FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (row!.waits >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A transaction that runs `work` (`held` once it has) and then keeps its locks until `release` is called. */
export function holdingLocks(db: Database, work: (tx: Prisma.TransactionClient) => Promise<unknown>) {
  let release!: () => void;
  let holding!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = db.$transaction(async (tx) => {
    await work(tx);
    holding();
    await released;
  });
  return { held, release, done };
}

/** Whether the suite runs on PostgreSQL, known before any test app starts (for `it.skipIf`). */
export const suiteOnPostgres = databaseProvider(suiteDatabaseUrl()) === 'postgresql';
