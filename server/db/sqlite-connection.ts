import type BetterSqlite3 from 'better-sqlite3';
import { overriding } from './overriding.js';

/** Distinct SQL texts kept prepared; a statement with a list of varying length is one text per length. */
const KEPT_STATEMENTS = 500;

/** What Prisma's SQLite adapter uses of a statement (its `performIO` and `executeIO`). */
interface AdapterStatement {
  readonly reader: boolean;
  run(): BetterSqlite3.RunResult;
  columns(): BetterSqlite3.ColumnDefinition[];
  raw(): { all(): unknown[] };
}

interface PreparedStatement {
  bind(args: unknown[]): AdapterStatement;
  run(): BetterSqlite3.RunResult;
}

/** One execution of a kept statement with its arguments, in the shape the adapter expects of a bound statement. */
function withArguments(statement: BetterSqlite3.Statement, args: unknown[]): AdapterStatement {
  return {
    reader: statement.reader,
    run: () => statement.run(args),
    columns: () => statement.columns(),
    raw: () => ({ all: () => statement.raw(true).all(args) }),
  };
}

/**
 * The connection Prisma's SQLite adapter talks to, changed in two ways:
 * - Statements are prepared once per SQL text and kept: the adapter prepares every statement again on
 *   every query, which took 6.5 % of a busy door's CPU.
 * - A transaction begins IMMEDIATE, taking the write lock up front. With one process the adapter runs
 *   transactions one at a time anyway; with several processes on one file, a deferred transaction that
 *   read first could not take the lock later when another process had written meanwhile (SQLITE_BUSY
 *   without waiting), while an immediate one waits its turn (busy_timeout).
 */
export function keptStatements(database: BetterSqlite3.Database): BetterSqlite3.Database {
  const kept = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): PreparedStatement => {
    const text = sql === 'BEGIN' ? 'BEGIN IMMEDIATE' : sql;
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last, so the first in the map is the one to forget.
      kept.delete(text);
    } else {
      statement = database.prepare(text);
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    kept.set(text, statement);
    const prepared = statement;
    return { bind: (args) => withArguments(prepared, args), run: () => prepared.run() };
  };
  return overriding(database, { prepare });
}
