// Prisma's SQLite adapter talks through one connection. It runs its transactions one at a time, but a
// statement sent outside a transaction runs at once, inside whatever transaction another request has
// open on the connection: it would be rolled back with that transaction although its caller was told it
// was written, and a read would see writes that were never committed. Here such statements wait their
// turn like a transaction does. (PostgreSQL gives each transaction its own connection from the pool.)
import type { SqlDriverAdapter, SqlQuery, Transaction } from '@prisma/driver-adapter-utils';
import { overriding } from './overriding.js';

/** A first-come, first-served lock for one holder at a time. */
class Turns {
  private taken = false;
  private readonly waiting: (() => void)[] = [];

  take(): Promise<void> {
    if (!this.taken) {
      this.taken = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.taken = false;
  }

  async during<Result>(work: () => Promise<Result>): Promise<Result> {
    await this.take();
    try {
      return await work();
    } finally {
      this.give();
    }
  }
}

/** The transaction, giving the turn back once when it ends either way. */
function endingTurn(transaction: Transaction, giveBack: () => void): Transaction {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    giveBack();
  };
  const ending = (finish: () => Promise<void>) => () => finish().finally(end);
  return overriding(transaction, {
    commit: ending(() => transaction.commit()),
    rollback: ending(() => transaction.rollback()),
  });
}

/** The adapter, with its statements outside a transaction and its transactions taking turns. */
export function inTurns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const turns = new Turns();
  return overriding(adapter, {
    queryRaw: (query: SqlQuery) => turns.during(() => adapter.queryRaw(query)),
    executeRaw: (query: SqlQuery) => turns.during(() => adapter.executeRaw(query)),
    executeScript: (script: string) => turns.during(() => adapter.executeScript(script)),
    startTransaction: async (...level: Parameters<SqlDriverAdapter['startTransaction']>) => {
      await turns.take();
      try {
        return endingTurn(await adapter.startTransaction(...level), () => turns.give());
      } catch (error) {
        turns.give();
        throw error;
      }
    },
  });
}
