import { createRateLimit, type RateLimit, type RateLimitStore } from '../../http/rate-limit.js';

/**
 * New accounts from one client address, by either registration form: enough for a family or a club
 * evening on one network, too few to fill the member list (and the outbox) with made-up accounts.
 */
export const REGISTRATION_LIMIT = { points: 20, durationSeconds: 60 * 60 };

/** One counter for both forms, so switching forms does not double the allowance. */
export const createRegistrationLimit = (store: RateLimitStore): RateLimit =>
  createRateLimit(store, 'registration', REGISTRATION_LIMIT);
