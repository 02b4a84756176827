/**
 * Whether a query failed on a unique constraint, e.g. two requests taking the same e-mail address at once.
 * Prisma's own queries say P2002; a raw statement fails as P2010 and names the driver's kind of error;
 * a statement sent to the driver's adapter (db/statements.ts) fails with that kind alone. Both generated
 * clients throw their own error class, so the code is checked.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && error.name === 'DriverAdapterError' && 'cause' in error)
    return (error.cause as { kind?: unknown } | undefined)?.kind === 'UniqueConstraintViolation';
  if (!('code' in error)) return false;
  if (error.code === 'P2002') return true;
  return error.code === 'P2010' && driverErrorKind(error) === 'UniqueConstraintViolation';
}

function driverErrorKind(error: object): unknown {
  const meta = 'meta' in error ? (error.meta as { driverAdapterError?: { cause?: { kind?: unknown } } }) : undefined;
  return meta?.driverAdapterError?.cause?.kind;
}
