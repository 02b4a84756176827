// A TOTP secret must be readable to check a code, so it cannot be hashed like a password; it is kept
// sealed (AES-256-GCM) under a key derived from SESSION_SECRET, so a copy of the database alone (a
// backup, a dump) gives nobody the members' second factor.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../../../db.js';

const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key the secrets are sealed under; another SESSION_SECRET opens none of them. */
export const twoFactorKey = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', sessionSecret, '', 'agora two-factor secret', 32));

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The secret as the member's app holds it; null when it was sealed under another key (SESSION_SECRET
 * changed), so no code passes and the member signs in with a recovery code. A secret stored before sealing
 * began is read as it is until the next start seals it (`sealPlainTwoFactorSecrets`).
 */
export function openSecret(key: Buffer, stored: string): string | null {
  if (!stored.startsWith(SEALED)) return stored;
  const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Seals the secrets stored in clear by an earlier version; returns how many. One query when none is left. */
export async function sealPlainTwoFactorSecrets(db: Database, key: Buffer): Promise<number> {
  const plain = await db.twoFactor.findMany({
    where: { NOT: { secret: { startsWith: SEALED } } },
    select: { userId: true, secret: true },
  });
  for (const { userId, secret } of plain)
    await db.twoFactor.updateMany({ where: { userId, secret }, data: { secret: sealSecret(key, secret) } });
  return plain.length;
}
