import { RedisStore } from 'connect-redis';
import type session from 'express-session';
import type { RedisClientType } from 'redis';
import { generatedHere } from './session-freshness.js';

const DAY_SECONDS = 24 * 60 * 60;

/** Until the cookie expires, or a day for a cookie that ends with the browser (connect-redis's default). */
function secondsToKeep(data: session.SessionData): number {
  const expires = data.cookie?.expires;
  return expires ? Math.ceil((new Date(expires).getTime() - Date.now()) / 1000) : DAY_SECONDS;
}

/**
 * connect-redis's store, creating only a session this request generated: a save of any other only
 * replaces a session still stored (`SET … XX`), so one ended while a request of it ran stays ended.
 */
export class UpdatingRedisStore extends RedisStore {
  constructor(options: { client: RedisClientType; prefix: string }) {
    super({ ...options, ttl: secondsToKeep });
  }

  override async set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): Promise<void> {
    const seconds = secondsToKeep(data);
    if (generatedHere(data) || seconds <= 0) return super.set(sid, data, callback) as Promise<void>;
    try {
      await this.client.set(this.prefix + sid, JSON.stringify(data), {
        condition: 'XX',
        expiration: { type: 'EX', value: seconds },
      });
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }
}
