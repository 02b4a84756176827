/** The largest id an `Int` column holds on both databases. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id written as text (a URL's segment): a positive integer a row can have, or null. */
export function parseRecordId(value: unknown): number | null {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  return id <= MAX_RECORD_ID ? id : null;
}
