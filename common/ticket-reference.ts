// A ticket's short reference (issue 16): eight characters of Crockford's base32 taken from the SHA-256 of
// its code, printed under the QR code as `7KQ2-M9XD`, so door staff can type it when a camera cannot read
// the code. Derived from the code: the server stores it beside the code to find a typed one by an index,
// and an offline scanner reads it from the door list's code hashes (the same digest).
import { fromBase64Url } from './ticket-code.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/** The reference of a code whose SHA-256 digest (or its first bytes, at least five) is given. */
export function referenceFromDigest(digest: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let reference = '';
  for (const byte of digest.subarray(0, 5)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && reference.length < LENGTH) {
      reference += ALPHABET[(value >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return reference;
}

/** The reference hidden in a door list's code hash (base64url of the digest's first bytes). */
export function referenceFromCodeHash(codeHash: string): string | null {
  const digest = fromBase64Url(codeHash);
  return digest && digest.length >= 5 ? referenceFromDigest(digest) : null;
}

/** `7KQ2M9XD` as printed: `7KQ2-M9XD`. */
export const formatReference = (reference: string): string => `${reference.slice(0, 4)}-${reference.slice(4)}`;

/**
 * What someone typed, as a reference: case, spaces and dashes do not matter, and the letters people
 * mistake for digits (O, I, L) are read as the digits. Null when it cannot be one.
 */
export function parseReference(text: string): string | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return cleaned.length === LENGTH && [...cleaned].every((char) => ALPHABET.includes(char)) ? cleaned : null;
}
