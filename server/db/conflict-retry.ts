import type { Database } from '../db.js';
import { isTransactionConflict } from './errors.js';
import { overriding } from './overriding.js';

/** Tries in all: a third deadlock in a row means something holds its locks in a bad order, and should be seen. */
const ATTEMPTS = 3;
/** Up to this many ms times the attempt's number before the next: two victims of one tangle do not meet again. */
const PAUSE_MS = 20;

/**
 * Runs `transaction` again, from its start, when the database gave it up in a conflict (see
 * isTransactionConflict); any other failure, or a conflict on the last try, is thrown. Only for work that
 * does nothing outside its transaction before the commit, which is what a transaction callback here does.
 */
export async function runAgainOnConflict<Result>(transaction: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * PAUSE_MS * attempt));
    }
  }
}

/** The client whose interactive transactions (`$transaction(async (tx) => …)`) are run again on a conflict. */
export function retryingTransactions(db: Database): Database {
  const transaction = db.$transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  return overriding(db, {
    $transaction: (...args: unknown[]) =>
      typeof args[0] === 'function' ? runAgainOnConflict(() => transaction(...args)) : transaction(...args),
  });
}
