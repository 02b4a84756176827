// TOTP (RFC 6238) as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps.
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

/** A new random secret (160 bits), in the base32 form an app takes by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The otpauth:// address the QR code carries: the organisation as issuer, the member's e-mail as label. */
export const totpUri = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, issuer, label).toString();

/** The code the secret gives at the moment (what the app shows then). */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The 30-second step a correct code belongs to, or null. The step before and after the present one count
 * too (a phone's clock a little off, a code typed as it changed); the caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}
