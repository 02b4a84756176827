import { parseRecordId } from '../db/record-id.js';
import { HttpError } from './http-error.js';

/** A record id from the URL; anything but a positive integer is a page that does not exist. */
export function recordId(value: string | string[] | undefined): number {
  const id = parseRecordId(value);
  if (id === null) throw new HttpError(404);
  return id;
}
