import type { CarriedFlags } from '@agora/inertia-express';
import type { FlashMessages, ValidationErrors } from '../../common/types/shared.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** The member's `sessionVersion` when this session logged in; a raised version ends the session. */
    sessionVersion?: number;
    flash?: FlashMessages;
    /** Validation errors of the last submission, plain or under a named error bag. */
    errors?: ValidationErrors | Record<string, ValidationErrors>;
    /** The last submission's input (passwords left out), shown once after a failed validation. */
    oldInput?: Record<string, unknown>;
    /** Where to go after logging in, remembered when a guard sends a guest to the login page. */
    intendedUrl?: string;
    /** When the member last confirmed their password (ms since epoch), for sensitive actions. */
    passwordConfirmedAt?: number;
    /** csurf's secret, stored once the session exists (see http/csrf.ts). */
    csrfSecret?: string;
    /** Inertia flags a redirect carries to the next page (clearing the browser history after logout). */
    inertiaFlags?: CarriedFlags;
  }
}

export {};
