// Statements sent straight to Prisma's driver adapter, for the few paths that run many times a second
// (the door's scans). Prisma's client costs 65–400 µs of CPU around each raw statement and ~400 µs
// around an interactive transaction; the adapter itself costs a few. The adapter is the one Prisma's
// client connected with, so on SQLite these transactions queue on the same lock as Prisma's own.
import type { ArgType, SqlDriverAdapter, SqlQuery, SqlQueryable } from '@prisma/driver-adapter-utils';
import { runAgainOnDeadlock } from './deadlock-retry.js';

export type SqlValue = string | number | boolean | Date | null;

/** A statement written once for both databases: its text around the values, and the values. */
export interface Statement {
  readonly parts: readonly string[];
  readonly values: readonly SqlValue[];
}

/** `sql\`SELECT … WHERE "id" = ${id}\``: the values are sent as parameters, never spliced into the text. */
export const sql = (parts: TemplateStringsArray, ...values: SqlValue[]): Statement => ({ parts, values });

/** Reads one column's value as the driver gives it (SQLite's integers and booleans come as text). */
export type ColumnReader<Value> = (value: unknown) => Value;
type RowShape = Record<string, ColumnReader<unknown>>;
export type RowOf<Shape extends RowShape> = { [Column in keyof Shape]: ReturnType<Shape[Column]> };

export interface StatementRunner {
  /** The rows of a statement, each column read by the shape's reader of that name. */
  rows<Shape extends RowShape>(statement: Statement, shape: Shape): Promise<RowOf<Shape>[]>;
  /** Runs a statement that returns no rows; the number of rows it changed. */
  run(statement: Statement): Promise<number>;
}

export interface Statements extends StatementRunner {
  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws, and run again
   * from its start when PostgreSQL gave it up in a deadlock (db/deadlock-retry.ts).
   */
  transaction<Result>(work: (tx: StatementRunner) => Promise<Result>): Promise<Result>;
}

function argTypeOf(value: SqlValue): ArgType {
  const scalarType =
    value instanceof Date
      ? 'datetime'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'int'
          : 'float'
        : typeof value === 'boolean'
          ? 'boolean'
          : typeof value === 'string'
            ? 'string'
            : 'unknown';
  return { scalarType, arity: 'scalar' };
}

function queryOf(statement: Statement, placeholder: (index: number) => string): SqlQuery {
  const text = statement.parts.reduce((whole, part, index) => `${whole}${placeholder(index - 1)}${part}`);
  return { sql: text, args: [...statement.values], argTypes: statement.values.map(argTypeOf) };
}

const plain = (sqlText: string): SqlQuery => ({ sql: sqlText, args: [], argTypes: [] });

function runnerOn(queryable: SqlQueryable, placeholder: (index: number) => string): StatementRunner {
  return {
    async rows(statement, shape) {
      const result = await queryable.queryRaw(queryOf(statement, placeholder));
      const missing = Object.keys(shape).find((name) => !result.columnNames.includes(name));
      if (missing !== undefined) throw new Error(`The statement answered no column "${missing}".`);
      const readers = result.columnNames.map((name) => [name, shape[name]] as const);
      return result.rows.map((row) => {
        const read: Record<string, unknown> = {};
        readers.forEach(([name, reader], index) => {
          if (reader) read[name] = reader(row[index]);
        });
        return read as RowOf<typeof shape>;
      });
    },
    run: (statement) => queryable.executeRaw(queryOf(statement, placeholder)),
  };
}

/** Statements on the adapter `connected()` gives: the one Prisma's client opened when it connected. */
export function statementsOn(connected: () => SqlDriverAdapter): Statements {
  const placeholderFor = (adapter: SqlDriverAdapter) =>
    adapter.provider === 'postgres' ? (index: number) => `$${index + 1}` : () => '?';
  return {
    rows: (statement, shape) => {
      const adapter = connected();
      return runnerOn(adapter, placeholderFor(adapter)).rows(statement, shape);
    },
    run: (statement) => {
      const adapter = connected();
      return runnerOn(adapter, placeholderFor(adapter)).run(statement);
    },
    transaction: (work) =>
      runAgainOnDeadlock(async () => {
        const adapter = connected();
        const tx = await adapter.startTransaction();
        let result;
        try {
          result = await work(runnerOn(tx, placeholderFor(adapter)));
          await tx.executeRaw(plain('COMMIT'));
        } catch (error) {
          // The first failure is the one worth telling; a connection that cannot roll back is given up anyway.
          await tx.executeRaw(plain('ROLLBACK')).catch(() => undefined);
          await tx.rollback();
          throw error;
        }
        await tx.commit();
        return result;
      }),
  };
}

/** Column readers: both drivers' forms of a value read as one JavaScript type. */
export const column = {
  int: (value: unknown): number => Number(value),
  text: (value: unknown): string => String(value),
  bool: (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 1n,
  date: (value: unknown): Date => new Date(value as string),
  /** A text column holding one of the given values (an enum). */
  oneOf:
    <Value extends string>(...allowed: readonly Value[]): ColumnReader<Value> =>
    (value) => {
      if (!allowed.includes(value as Value)) throw new Error(`Unexpected value ${String(value)} in the database.`);
      return value as Value;
    },
  orNull:
    <Value>(read: ColumnReader<Value>): ColumnReader<Value | null> =>
    (value) =>
      value === null || value === undefined ? null : read(value),
};
