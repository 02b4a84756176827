import type { Carried } from '@agora/inertia-express';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** The member's `sessionVersion` when this session logged in; a raised version ends the session. */
    sessionVersion?: number;
    /** The last submission's input (passwords left out), shown once after a failed validation. */
    oldInput?: Record<string, unknown>;
    /** Where to go after logging in, remembered when a guard sends a guest to the login page. */
    intendedUrl?: string;
    /** The page (a local path) the two-factor guard sent the member away from, offered once it is on. */
    twoFactorReturnTo?: string;
    /** When the member last confirmed their password (ms since epoch), for sensitive actions. */
    passwordConfirmedAt?: number;
    /** csurf's secret, stored once the session exists (see http/csrf.ts). */
    csrfSecret?: string;
    /** What a redirect carries to the next page for the Inertia adapter: flash, validation errors, history flags. */
    forNextPage?: Carried;
  }
}

export {};
