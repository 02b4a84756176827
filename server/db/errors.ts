/**
 * Whether a query failed on a unique constraint, e.g. two requests taking the same e-mail address at once.
 * Prisma's own queries say P2002; a raw statement fails as P2010 and names the driver's kind of error;
 * a statement sent to the driver's adapter (db/statements.ts) fails with that kind alone. Both generated
 * clients throw their own error class, so the code is checked.
 */
export function isUniqueViolation(error: unknown): boolean {
  return driverErrorOf(error)?.kind === 'UniqueConstraintViolation' || codeOf(error) === 'P2002';
}

/**
 * Whether PostgreSQL gave up a transaction as a deadlock's victim (SQLSTATE 40P01), so that another could go
 * on: run again from its start, it may well commit. Transactions here run at READ COMMITTED, where no
 * serialization failure (40001) arises; one would also fail at COMMIT, after which (Prisma 6.19, measured)
 * the connection could not be closed within a minute, so it is not run again.
 */
export function isDeadlock(error: unknown): boolean {
  const cause = driverErrorOf(error);
  return cause?.kind === 'postgres' && cause.code === '40P01';
}

interface DriverErrorCause {
  kind?: unknown;
  code?: unknown;
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** The driver's kind of error, from the adapter's own error or from a raw query's error that wraps it. */
function driverErrorOf(error: unknown): DriverErrorCause | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('name' in error && error.name === 'DriverAdapterError' && 'cause' in error)
    return error.cause as DriverErrorCause | undefined;
  if (codeOf(error) !== 'P2010' || !('meta' in error)) return undefined;
  return (error.meta as { driverAdapterError?: { cause?: DriverErrorCause } }).driverAdapterError?.cause;
}
