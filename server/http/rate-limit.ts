import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { TooManyRequests } from './http-error.js';

export interface RateLimit {
  /** Counts one attempt for the key; throws TooManyRequests (with the wait) once over the limit. */
  hit(key: string): Promise<void>;
  /** Throws TooManyRequests when the key has no attempts left, without counting one. */
  ensureAllowed(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** A limit of `points` per `durationSeconds`, shared by all app processes when Redis is given. */
export function createRateLimit(
  name: string,
  points: number,
  durationSeconds: number,
  redis?: RedisClientType,
): RateLimit {
  const options = { keyPrefix: `agora:rl:${name}`, points, duration: durationSeconds };
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true })
    : new RateLimiterMemory(options);
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new TooManyRequests(Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async ensureAllowed(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw new TooManyRequests(Math.ceil(state.msBeforeNext / 1000));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
