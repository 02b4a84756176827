import type { Request } from 'express';
import type { RegistrationProgress } from './register-steps/progress.js';

declare module 'express-session' {
  interface SessionData {
    /** What the member entered so far in the multi-step registration. */
    registration?: RegistrationProgress;
    /** A one-time confirmation for the next auth page (the `status` prop), e.g. after a reset. */
    authStatus?: string;
    /**
     * A member who gave the right password but has two-factor on: not signed in until the second step,
     * which must come before `expiresAt` (ms since epoch) and while the member's session version is the
     * one read then. "Remember me" waits here until then. `step` names this password step (random) for
     * the count of its codes, which lives outside the session so parallel requests cannot each see none.
     */
    twoFactorPending?: {
      userId: number;
      remember: boolean;
      sessionVersion: number;
      step: string;
      expiresAt: number;
    };
    /** The secret being set up in settings, kept here (never stored) until a code from it confirms it. */
    twoFactorSetup?: { secret: string };
    /** Recovery codes just made, shown once by the next settings page and removed as it reads them. */
    recoveryCodesToShow?: string[];
  }
}

export function setStatus(req: Request, message: string): void {
  req.session.authStatus = message;
}

/** The pending status, removed so it shows once; an empty object when there is none. */
export function takeStatus(req: Request): { status?: string } {
  const status = req.session.authStatus;
  delete req.session.authStatus;
  return status ? { status } : {};
}
