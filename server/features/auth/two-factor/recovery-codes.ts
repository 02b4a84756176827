import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten characters of 5 random bits each, shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => ALPHABET[byte & 31]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * What is stored of a recovery code: the SHA-256 of it without case, spaces or dashes. A code has 50
 * random bits, so a fast hash is enough (nobody can try 2^50 guesses against a copy of the table).
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
