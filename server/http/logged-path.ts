import type { Request } from 'express';

/** A path segment holding one of our link secrets: 32 random bytes in base64url, perhaps with a suffix. */
const LINK_SECRET = /^[A-Za-z0-9_-]{43}(\.[a-z]+)?$/;

/**
 * The request's address as the log keeps it. The links of consent, revocation, password resets, door
 * invitations and calendar feeds carry their secret in the path, and signed links in the query: whoever
 * reads the log must not be able to follow one, so those parts are left out.
 */
export function loggedPath(req: Request): string {
  const path = req.path
    .split('/')
    .map((segment) => (LINK_SECRET.test(segment) ? '…' : segment))
    .join('/');
  return req.originalUrl.includes('?') ? `${path}?…` : path;
}
