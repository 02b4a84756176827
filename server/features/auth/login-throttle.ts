import type { RateLimitStore } from '../../http/rate-limit.js';
import { createRateLimit } from '../../http/rate-limit.js';

/** Guesses at one address from one client: a member who mistypes gets a few tries a minute. */
export const LOGIN_PER_ADDRESS = { points: 5, durationSeconds: 60 };
/**
 * Failed logins from one client across all addresses, against trying one common password on many
 * accounts. Generous enough for a school or office behind one address where several people mistype.
 */
export const LOGIN_PER_CLIENT = { points: 20, durationSeconds: 10 * 60 };

/**
 * Counts every login attempt before the password is checked (so parallel guesses cannot slip past a
 * check made before any of them counted), and forgives the attempt once it succeeds.
 */
export function createLoginThrottle(store: RateLimitStore) {
  const perAddress = createRateLimit(store, 'login', LOGIN_PER_ADDRESS);
  const perClient = createRateLimit(store, 'login-client', LOGIN_PER_CLIENT);
  const addressKey = (email: string, ip: string) => `${email}|${ip}`;
  return {
    async attempt(email: string, ip: string): Promise<void> {
      await perAddress.consume(addressKey(email, ip));
      await perClient.consume(ip);
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await perAddress.reset(addressKey(email, ip));
      // A refund, not a reset: signing in to one's own account must not wipe the failures counted
      // for other addresses.
      await perClient.refund(ip);
    },
  };
}
