import type { Request } from 'express';

/** A challenge the server gave the browser for one WebAuthn ceremony, and until when it holds. */
export interface PendingChallenge {
  challenge: string;
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    /** The challenge of the passkey the signed-in member is adding. */
    passkeyRegistration?: PendingChallenge;
    /** The challenge of a sign-in with a passkey. */
    passkeySignIn?: PendingChallenge;
  }
}

type Ceremony = 'passkeyRegistration' | 'passkeySignIn';

/** How long the browser has to answer a challenge: the time the member takes to touch their authenticator. */
export const CHALLENGE_MS = 5 * 60 * 1000;

export function keepChallenge(req: Request, ceremony: Ceremony, challenge: string, now: Date): void {
  req.session[ceremony] = { challenge, expiresAt: now.getTime() + CHALLENGE_MS };
}

/**
 * The pending challenge, removed from the session whatever comes next, so each one is answered at most
 * once; null when there is none or it has expired.
 */
export function takeChallenge(req: Request, ceremony: Ceremony, now: Date): string | null {
  const pending = req.session[ceremony];
  delete req.session[ceremony];
  return pending && pending.expiresAt > now.getTime() ? pending.challenge : null;
}
