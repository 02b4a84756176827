// The ticket code format, shared by the server (which signs) and the scanner (which verifies offline
// with the public key alone). A code is `<payload>.<signature>`, both base64url:
//   payload   = version (1 byte) | event id (4 bytes, big-endian) | 16 random bytes
//   signature = Ed25519 over the payload bytes (64 bytes)
// The random part makes codes unguessable; the signature makes a forged or altered code recognisable
// without a database lookup; the event id lets an offline scanner say "wrong event".

export const TICKET_CODE_VERSION = 1;
export const TICKET_CODE_NONCE_BYTES = 16;
const PAYLOAD_BYTES = 1 + 4 + TICKET_CODE_NONCE_BYTES;
const SIGNATURE_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longer input is not a ticket code; checked before any decoding work. */
export const TICKET_CODE_MAX_LENGTH = 128;

export interface TicketCodeParts {
  eventId: number;
  payload: Uint8Array;
  signature: Uint8Array;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  // A plain loop: `Uint8Array.from` over the string made an iterator step and a string per byte, and
  // the door decodes every scanned code this way.
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The bytes the server signs for a new ticket of `eventId`. */
export function ticketPayload(eventId: number, nonce: Uint8Array): Uint8Array {
  if (!Number.isInteger(eventId) || eventId < 1 || eventId > 0xffffffff)
    throw new RangeError(`Invalid event id ${eventId}`);
  if (nonce.length !== TICKET_CODE_NONCE_BYTES) throw new RangeError('A ticket nonce has 16 bytes');
  const payload = new Uint8Array(PAYLOAD_BYTES);
  payload[0] = TICKET_CODE_VERSION;
  new DataView(payload.buffer).setUint32(1, eventId);
  payload.set(nonce, 5);
  return payload;
}

export const joinTicketCode = (payload: Uint8Array, signature: Uint8Array): string =>
  `${toBase64Url(payload)}.${toBase64Url(signature)}`;

/** Splits a scanned text into its parts, or null when it cannot be a ticket code (not yet verified). */
export function parseTicketCode(text: string): TicketCodeParts | null {
  const code = text.trim();
  if (code.length > TICKET_CODE_MAX_LENGTH) return null;
  const [encodedPayload, encodedSignature, ...rest] = code.split('.');
  if (rest.length > 0 || !encodedPayload || !encodedSignature) return null;
  const payload = fromBase64Url(encodedPayload);
  const signature = fromBase64Url(encodedSignature);
  if (payload?.length !== PAYLOAD_BYTES || signature?.length !== SIGNATURE_BYTES || payload[0] !== TICKET_CODE_VERSION)
    return null;
  const eventId = new DataView(payload.buffer, payload.byteOffset).getUint32(1);
  return eventId === 0 ? null : { eventId, payload, signature };
}
