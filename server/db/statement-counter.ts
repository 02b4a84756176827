import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQueryable,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { overriding } from './overriding.js';

/** The SQL statements sent since the count was last set to 0. */
export interface StatementCounter {
  statements: number;
}

const STATEMENT_METHODS = new Set<PropertyKey>(['queryRaw', 'executeRaw', 'executeScript', 'commit', 'rollback']);

/** The queryable with every statement method counted (a transaction's begin, commit and rollback too). */
function counted<Target extends SqlQueryable>(target: Target, counter: StatementCounter): Target {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (STATEMENT_METHODS.has(property)) {
        return (...args: unknown[]) => {
          counter.statements += 1;
          return (value as (...args: unknown[]) => unknown).apply(object, args);
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
