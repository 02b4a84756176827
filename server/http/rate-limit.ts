import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Request, RequestHandler, Response } from 'express';
import type { RedisClientType } from 'redis';
import { TooManyRequests } from './http-error.js';

export interface RateLimit {
  /**
   * Counts one attempt for the key before the work it guards, and throws TooManyRequests (with the
   * wait) when that attempt is over the limit. Counting first is atomic in Redis and in memory, so
   * parallel requests cannot all pass a check made before any of them counted. Answers how many
   * attempts the key has counted in its window, this one included: one request alone sees each number.
   * `points`: what this attempt counts for (a request carrying many, such as a batch), 1 unless given.
   */
  consume(key: string, points?: number): Promise<number>;
  /** Gives back the attempt counted for a request that turned out not to count (e.g. a good login). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
  reset(key: string): Promise<void>;
}

/**
 * Where the counters live: Redis (shared by all app processes) when given, under the configured key
 * prefix; without it, in the cluster's primary for its workers (RateLimiterClusterMaster), or in the process.
 */
export interface RateLimitStore {
  redis?: RedisClientType;
  config: { redisPrefix: string };
}

export interface Limit {
  points: number;
  durationSeconds: number;
}

/** A limit of `points` per `durationSeconds` for each key. */
export function createRateLimit(store: RateLimitStore, name: string, { points, durationSeconds }: Limit): RateLimit {
  const options = { keyPrefix: `${store.config.redisPrefix}rl:${name}`, points, duration: durationSeconds };
  const limiter = store.redis
    ? new RateLimiterRedis({ ...options, storeClient: store.redis, useRedisPackage: true })
    : cluster.isWorker
      ? new RateLimiterCluster(options)
      : new RateLimiterMemory(options);
  return {
    async consume(key, points = 1) {
      try {
        return (await limiter.consume(key, points)).consumedPoints;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw new TooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * Middleware that counts each request under the key it names, refusing with 429 once over the limit.
 * `pointsOf`: what a request counts for, when it carries more than one piece of work (1 unless given).
 */
export function limitRequests(
  limit: RateLimit,
  keyOf: (req: Request, res: Response) => string,
  pointsOf: (req: Request) => number = () => 1,
): RequestHandler {
  return async (req, res, next) => {
    await limit.consume(keyOf(req, res), pointsOf(req));
    next();
  };
}

/** The client's address as Express sees it through `trust proxy`. */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The signed-in member (run after `loadCurrentUser` and a guard that requires one). */
export const signedInMember = (_req: Request, res: Response): string => String(res.locals.user!.id);

/** The signed-in member, or the client address of a guest. */
export const memberOrClient = (req: Request, res: Response): string =>
  res.locals.user ? `member:${res.locals.user.id}` : `client:${clientAddress(req)}`;
