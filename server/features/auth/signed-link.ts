import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) of the parts joined by a separator none of them contains. */
export function sign(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

/** Compares two hex strings in constant time; different lengths are simply unequal. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
