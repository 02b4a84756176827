import type { Database } from '../db.js';
import { isDeadlock } from './errors.js';
import { overriding } from './overriding.js';

/** Tries in all: a third deadlock in a row means something holds its locks in a bad order, and should be seen. */
const ATTEMPTS = 3;
/** Up to this many ms times the attempt's number before the next: two victims of one tangle do not meet again. */
const PAUSE_MS = 20;

/**
 * Runs `transaction` again, from its start, when PostgreSQL gave it up as a deadlock's victim (see
 * isDeadlock); any other failure, or a deadlock on the last try, is thrown. Only for work that
 * does nothing outside its transaction before the commit, which is what a transaction callback here does.
 */
export async function runAgainOnDeadlock<Result>(transaction: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * PAUSE_MS * attempt));
    }
  }
}

/** The client whose interactive transactions (`$transaction(async (tx) => …)`) are run again after a deadlock. */
export function retryingTransactions(db: Database): Database {
  const transaction = db.$transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  return overriding(db, {
    $transaction: (...args: unknown[]) =>
      typeof args[0] === 'function' ? runAgainOnDeadlock(() => transaction(...args)) : transaction(...args),
  });
}
