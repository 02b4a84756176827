import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config.js';

/** Who the passkeys belong to, as the browser checks it: the site's domain and the origins it is served from. */
export interface RelyingParty {
  name: string;
  /** The domain a passkey is bound to (WebAuthn's RP ID). */
  id: string;
  /** Whether a page at this origin may use the site's passkeys. */
  allowsOrigin(origin: string): boolean;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/;

/**
 * The relying party from APP_URL. Browsers refuse an IP address as a passkey's domain, so a site
 * configured on a loopback address (development, tests: `http://127.0.0.1:3000`, where the port may
 * also be chosen at start-up) uses `localhost`, and accepts a page on `localhost` at any port; a
 * public APP_URL accepts exactly its own origin.
 */
export function relyingPartyFor(config: Pick<AppConfig, 'appName' | 'appUrl'>): RelyingParty {
  const url = new URL(config.appUrl);
  const host = url.hostname;
  if (LOOPBACK.test(host)) {
    return {
      name: config.appName,
      id: 'localhost',
      allowsOrigin: (origin) => /^https?:\/\/localhost(:\d{1,5})?$/.test(origin),
    };
  }
  return { name: config.appName, id: host, allowsOrigin: (origin) => origin === url.origin };
}

/**
 * The member's user handle for their authenticators: the same for all their passkeys (an authenticator
 * then keeps one passkey per account, replacing an older one), and not their record id.
 */
export function userHandleOf(secret: string, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', secret).update(`passkey-user-handle:${userId}`).digest();
  return new Uint8Array(digest);
}

/** The origin a browser wrote into a WebAuthn response's client data; null when it is unreadable. */
export function originIn(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const origin = (data as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}
