import type { RateLimitStore } from '../../http/rate-limit.js';
import { createRateLimit } from '../../http/rate-limit.js';

/** Guesses at one address from one client: a member who mistypes gets a few tries a minute. */
export const LOGIN_PER_ADDRESS = { points: 5, durationSeconds: 60 };
/**
 * Logins from one client across all addresses, against trying one common password on many accounts.
 * Each attempt is counted before the password is checked and given back when it succeeds, so what
 * remains counted is failures; but a class or office behind one address signing in at the same
 * moment holds points until their checks finish, hence room for 50.
 */
export const LOGIN_PER_CLIENT = { points: 50, durationSeconds: 10 * 60 };

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
