import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQueryable,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { overriding } from './overriding.js';

/** The SQL statements sent, and the rows they answered, since each count was last set to 0. */
export interface StatementCounter {
  statements: number;
  rowsRead: number;
}

/** The rows a statement answered: a lookup reading a whole table shows here, not in the statement count. */
const answeredRows = (result: unknown): number =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows.length : 0;

const STATEMENT_METHODS = new Set<PropertyKey>(['queryRaw', 'executeRaw', 'executeScript', 'commit', 'rollback']);

/** The queryable with every statement method counted (a transaction's begin, commit and rollback too). */
function counted<Target extends SqlQueryable>(target: Target, counter: StatementCounter): Target {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (STATEMENT_METHODS.has(property)) {
        return async (...args: unknown[]) => {
          counter.statements += 1;
          const result: unknown = await (value as (...args: unknown[]) => Promise<unknown>).apply(object, args);
          counter.rowsRead += answeredRows(result);
          return result;
        };
      }
      if (property === 'startTransaction') {
        return async (...args: unknown[]) => {
          counter.statements += 1;
          const transaction = (await (value as (...args: unknown[]) => Promise<Transaction>).apply(
            object,
            args,
          )) as Transaction;
          return counted(transaction, counter);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * The adapter factory with every SQL statement its connections send counted: what a request costs in
 * statements is deterministic, so tests hold each route to a budget.
 */
export function countingAdapter(factory: SqlDriverAdapterFactory, counter: StatementCounter): SqlDriverAdapterFactory {
  return overriding(factory, {
    connect: async () => counted<SqlDriverAdapter>(await factory.connect(), counter),
  });
}
