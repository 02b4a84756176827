import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token: 32 random bytes. Only its hash is stored, so a database leak opens no link. */
export const newToken = () => randomBytes(32).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
