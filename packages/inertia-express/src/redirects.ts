const METHODS_NEEDING_SEE_OTHER = new Set(['PUT', 'PATCH', 'DELETE']);

/** A 302 after PUT/PATCH/DELETE would make the browser repeat the method; 303 makes it a GET. */
export function redirectStatus(method: string, status: number): number {
  return status === 302 && METHODS_NEEDING_SEE_OTHER.has(method.toUpperCase()) ? 303 : status;
}
