import { HttpError } from './http-error.js';

/** A record id from the URL; anything but a positive integer is a page that does not exist. */
export function recordId(value: string | string[] | undefined): number {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404);
  return id;
}
