// Where SQLite and PostgreSQL differ, in one place: a feature asks its context's dialect and never
// learns which database it runs on.
import { escapeLike } from './like-pattern.js';
import type { DatabaseProvider } from './provider.js';

export interface Dialect {
  /**
   * Case-insensitive "contains" in both databases (SQLite's LIKE already ignores ASCII case), the value
   * matched as typed: its `%` and `_` are no wildcards.
   */
  containsText(value: string): { contains: string; mode?: 'insensitive' };
  /**
   * Runs `lock` (a `SELECT … FOR UPDATE`) on PostgreSQL, so the rest of the transaction waits for, and
   * holds up, every other transaction taking the same lock. On SQLite there is nothing to do: a write
   * transaction takes the whole database's lock when it begins (`BEGIN IMMEDIATE`).
   */
  lockForUpdate(lock: () => Promise<unknown>): Promise<void>;
}

const postgresql: Dialect = {
  containsText: (value) => ({ contains: escapeLike(value), mode: 'insensitive' }),
  lockForUpdate: async (lock) => {
    await lock();
  },
};

const sqlite: Dialect = {
  containsText: (value) => ({ contains: escapeLike(value) }),
  lockForUpdate: async () => {},
};

export const dialectOf = (provider: DatabaseProvider): Dialect => (provider === 'postgresql' ? postgresql : sqlite);
