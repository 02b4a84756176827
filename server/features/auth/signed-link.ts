import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

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

/** The hash segment of a link: it changes with the address, so a changed e-mail voids older links. */
export const emailHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/** A link about one member's address: `/{route}/{id}/{hash}?expires=…&signature=…`. */
export interface EmailLink {
  id: string;
  hash: string;
  expires: unknown;
  signature: unknown;
}

/** The parts of a link as the route `/{route}/:id/:hash` received them. */
export const emailLinkOf = (req: Request): EmailLink => ({
  id: String(req.params.id),
  hash: String(req.params.hash),
  expires: req.query.expires,
  signature: req.query.signature,
});

interface EmailLinkKind {
  /** Signed into the link, so a link made for one purpose is worthless for another. */
  purpose: string;
  route: string;
}

const emailLinkSignature = (secret: string, kind: EmailLinkKind, id: number, hash: string, expires: number) =>
  sign(secret, [kind.purpose, String(id), hash, String(expires)]);

/** The path (with query) of a signed link for this member and address, valid until `expires` (Unix seconds). */
export function emailLinkPath(
  secret: string,
  kind: EmailLinkKind,
  user: { id: number; email: string },
  expires: number,
): string {
  const hash = emailHash(user.email);
  const query = new URLSearchParams({
    expires: String(expires),
    signature: emailLinkSignature(secret, kind, user.id, hash, expires),
  });
  return `${kind.route}/${user.id}/${hash}?${query.toString()}`;
}

/**
 * Whether a link is one we signed for this purpose and this member and still in time. The caller then
 * compares `link.hash` with the address it expects (`emailHash`).
 */
export function checkEmailLink(
  secret: string,
  kind: EmailLinkKind,
  userId: number,
  link: EmailLink,
  now: Date,
): 'valid' | 'invalid' | 'expired' {
  if (typeof link.expires !== 'string' || typeof link.signature !== 'string' || !/^\d{1,12}$/.test(link.expires))
    return 'invalid';
  const expires = Number(link.expires);
  if (link.id !== String(userId)) return 'invalid';
  if (!sameHex(link.signature, emailLinkSignature(secret, kind, userId, link.hash, expires))) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
