import crypto from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, describe, expect, it } from 'vitest';
import { fromBase64Url, joinTicketCode, parseTicketCode, ticketPayload } from '../../../common/ticket-code.js';
import { connectDatabase } from '../../../server/db.js';
import { signTicketCode, ticketKeys, verifyTicketCode } from '../../../server/features/tickets/ticket-codes.js';
import { createTestApp } from '../../support/test-app.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { db, config } = testApp.context;

/** Flips one character of the code's payload or signature part to another valid base64url character. */
function alter(code: string, index: number): string {
  const replacement = code[index] === 'A' ? 'B' : 'A';
  return code.slice(0, index) + replacement + code.slice(index + 1);
}

describe('ticket codes', () => {
  it('are signed for their event and verify with the server key', async () => {
    const keys = await ticketKeys({ db });
    const code = signTicketCode(keys, 42);
    expect(await verifyTicketCode(keys, code)).toEqual({ eventId: 42 });
    expect(await verifyTicketCode(keys, `  ${code}\n`)).toEqual({ eventId: 42 });
  });

  it('are unguessable: two codes for the same event never repeat', async () => {
    const keys = await ticketKeys({ db });
    const codes = new Set(Array.from({ length: 500 }, () => signTicketCode(keys, 7)));
    expect(codes.size).toBe(500);
  });

  it('are unknown once any character of the payload or the signature is altered', async () => {
    const keys = await ticketKeys({ db });
    const code = signTicketCode(keys, 3);
    const dot = code.indexOf('.');
    for (const index of [0, 3, dot - 2, dot + 1, dot + 40, code.length - 2]) {
      expect(await verifyTicketCode(keys, alter(code, index))).toBeNull();
    }
  });

  it('are unknown when signed with another key, even for a real event id', async () => {
    const keys = await ticketKeys({ db });
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const payload = ticketPayload(3, crypto.randomBytes(16));
    const forged = joinTicketCode(payload, crypto.sign(null, payload, privateKey));
    expect(parseTicketCode(forged)?.eventId).toBe(3);
    expect(await verifyTicketCode(keys, forged)).toBeNull();
  });

  it('reject text that is not a code before any signature work', async () => {
    const keys = await ticketKeys({ db });
    for (const text of [
      '',
      'hello',
      'a.b',
      'a.b.c',
      `${'A'.repeat(28)}.${'A'.repeat(86)}`,
      'x'.repeat(500),
      '<script>.x',
    ]) {
      expect(await verifyTicketCode(keys, text)).toBeNull();
    }
  });

  it('verify in the browser with the public key alone (what the offline scanner does)', async () => {
    const keys = await ticketKeys({ db });
    const code = signTicketCode(keys, 9);
    const publicKey = fromBase64Url(keys.publicKeyBase64Url);
    const parts = parseTicketCode(code);
    if (!publicKey || !parts) throw new Error('a signed code parses');
    expect(ed25519.verify(parts.signature, parts.payload, publicKey)).toBe(true);
    const altered = parseTicketCode(alter(code, 2));
    expect(altered && ed25519.verify(altered.signature, altered.payload, publicKey)).toBeFalsy();
  });

  it('use one key pair for every process sharing the database, kept across restarts', async () => {
    const first = await ticketKeys({ db });
    const other = await connectDatabase(config.databaseUrl);
    try {
      const second = await ticketKeys({ db: other.db });
      expect(second.publicKeyBase64Url).toBe(first.publicKeyBase64Url);
      expect(await verifyTicketCode(second, signTicketCode(first, 5))).toEqual({ eventId: 5 });
    } finally {
      await other.close();
    }
    expect(await db.serverKey.count()).toBe(1);
  });
});
