import { doorCodeHash } from '../../../common/door-list';

/** The door list's name for a scanned code (SubtleCrypto: scanners run on HTTPS or localhost, as cameras need). */
export async function hashScannedCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim()));
  return doorCodeHash(new Uint8Array(digest));
}
