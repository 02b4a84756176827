/**
 * Whether a query failed on a unique constraint (Prisma's P2002), e.g. two requests taking the same
 * e-mail address at once. Both generated clients throw their own error class, so the code is checked.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
