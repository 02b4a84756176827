// How the door list names a ticket code without carrying it: the first 16 bytes of the code's SHA-256,
// base64url. A scanner holding the list cannot make a code from it; a scanned code is hashed on the
// device and looked up. The server hashes with node:crypto, the browser with SubtleCrypto.
import { toBase64Url } from './ticket-code.js';

export const DOOR_CODE_HASH_BYTES = 16;

export const doorCodeHash = (sha256Digest: Uint8Array): string =>
  toBase64Url(sha256Digest.slice(0, DOOR_CODE_HASH_BYTES));

/** How long after an event ends its door list stays on a device (the door may still be letting people out). */
export const DOOR_LIST_KEPT_AFTER_MS = 6 * 60 * 60 * 1000;
