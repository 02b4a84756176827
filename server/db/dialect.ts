// Where SQLite and PostgreSQL differ, in one place: features ask these helpers and never test the
// provider themselves.
import type { DatabaseProvider } from './provider.js';

/** Case-insensitive "contains" in both databases (SQLite's LIKE already ignores ASCII case). */
export function containsText(provider: DatabaseProvider, value: string) {
  return provider === 'postgresql' ? { contains: value, mode: 'insensitive' as const } : { contains: value };
}

/**
 * Runs `lock` (a `SELECT … FOR UPDATE`) on PostgreSQL, so the rest of the transaction waits for, and
 * holds up, every other transaction taking the same lock. On SQLite there is nothing to do: the driver
 * adapter runs interactive transactions one at a time on its one connection.
 */
export async function lockForUpdate(provider: DatabaseProvider, lock: () => Promise<unknown>): Promise<void> {
  if (provider === 'postgresql') await lock();
}
