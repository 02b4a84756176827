import { randomBytes } from 'node:crypto';

const ID_BYTES = 24;
const IDS_PER_DRAW = 128;

let drawn = Buffer.alloc(0);
let used = 0;

/**
 * A session id as express-session's own (24 random bytes, base64url), drawn from the system's
 * generator many at a time: every guest's request gets one, though few are ever stored, and one
 * draw per id cost more than the rest of the session's work. Each byte is used once.
 */
export function newSessionId(): string {
  if (used + ID_BYTES > drawn.length) {
    drawn = randomBytes(ID_BYTES * IDS_PER_DRAW);
    used = 0;
  }
  const id = drawn.toString('base64url', used, used + ID_BYTES);
  used += ID_BYTES;
  return id;
}
