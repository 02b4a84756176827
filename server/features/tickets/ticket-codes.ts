import type { AppContext } from '../../context.js';
import crypto from 'node:crypto';
import {
  joinTicketCode,
  parseTicketCode,
  ticketPayload,
  TICKET_CODE_NONCE_BYTES,
} from '../../../common/ticket-code.js';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';

const SIGNING_KEY_NAME = 'ticket-signing-key';

export interface TicketKeys {
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  /** The raw 32-byte Ed25519 public key, base64url: all a scanner needs to verify codes offline. */
  publicKeyBase64Url: string;
}

function keysFromPkcs8(der: string): TicketKeys {
  const privateKey = crypto.createPrivateKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'pkcs8' });
  const publicKey = crypto.createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('The ticket signing key is not an Ed25519 key');
  return { privateKey, publicKey, publicKeyBase64Url: jwk.x };
}

/**
 * The ticket-signing key pair, made on first use and kept in the database (table ServerKey), so every
 * app process sharing the database signs and verifies with the same key. The private key never leaves
 * the server; pages only ever receive the public key.
 */
async function loadOrCreateKeys(db: Database): Promise<TicketKeys> {
  const stored = await db.serverKey.findUnique({ where: { name: SIGNING_KEY_NAME } });
  if (stored) return keysFromPkcs8(stored.value);
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const value = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  try {
    await db.serverKey.create({ data: { name: SIGNING_KEY_NAME, value } });
    return keysFromPkcs8(value);
  } catch (error) {
    // Another process made the key at the same moment: use theirs.
    if (!isUniqueViolation(error)) throw error;
    return loadOrCreateKeys(db);
  }
}

const keysByDatabase = new WeakMap<Database, Promise<TicketKeys>>();

export function ticketKeys({ db }: Pick<AppContext, 'db'>): Promise<TicketKeys> {
  let keys = keysByDatabase.get(db);
  if (!keys) {
    keys = loadOrCreateKeys(db);
    keys.catch(() => keysByDatabase.delete(db));
    keysByDatabase.set(db, keys);
  }
  return keys;
}

/** A new unguessable, signed code for a ticket of `eventId`. */
export function signTicketCode(keys: TicketKeys, eventId: number): string {
  const payload = ticketPayload(eventId, crypto.randomBytes(TICKET_CODE_NONCE_BYTES));
  return joinTicketCode(payload, crypto.sign(null, payload, keys.privateKey));
}

/**
 * The event a code was issued for, or null when the code is malformed, forged or altered: no database needed.
 * The signature is checked on libuv's thread pool: an Ed25519 check takes ~120 µs of CPU here, which the
 * event loop would otherwise spend on every scan while the door's other requests wait (measured: ~18 µs
 * stays on the loop to hand it over and take the answer).
 */
export async function verifyTicketCode(keys: TicketKeys, text: string): Promise<{ eventId: number } | null> {
  const parts = parseTicketCode(text);
  if (!parts) return null;
  const genuine = await new Promise<boolean>((resolve) =>
    crypto.verify(null, parts.payload, keys.publicKey, parts.signature, (error, valid) => resolve(!error && valid)),
  );
  return genuine ? { eventId: parts.eventId } : null;
}
