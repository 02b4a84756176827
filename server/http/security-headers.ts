import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** A fresh nonce per response, for the inline scripts the development server needs. */
export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

/**
 * Helmet with a Content-Security-Policy the built client satisfies: scripts and styles only from this
 * origin. Development adds the nonce'd Fast Refresh preamble and Vite's injected styles.
 */
export function securityHeaders(options: { development: boolean; https: boolean }) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: options.development ? ["'self'", nonce] : ["'self'"],
        styleSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https,
    // Helmet's default (no-referrer) would hide the page a form was sent from, and a failed
    // submission could not go back to it; other sites still learn nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
}
