import session from 'express-session';
import type { RedisClientType } from 'redis';
import type { KeptReads } from '../content/kept-reads.js';
import type { Database } from '../db.js';
import { DatabaseSessionStore } from './session-store.js';
import { markGeneratedSessions } from './session-freshness.js';
import { newSessionId } from './session-ids.js';
import { UpdatingRedisStore } from './redis-session-store.js';
import './session-data.js';

export const SESSION_COOKIE = 'agora_session';

/** Redis when the app runs on several processes with Redis, otherwise the database. */
export function createSessionStore(options: {
  db: Database;
  redis?: RedisClientType;
  redisPrefix: string;
  now: () => Date;
  keptReads: KeptReads;
}): session.Store {
  return options.redis
    ? new UpdatingRedisStore({ client: options.redis, prefix: `${options.redisPrefix}sess:` })
    : new DatabaseSessionStore(options.db, options.now, options.keptReads);
}

/**
 * The store, whose `destroy` also removes the session's row from the member's list of browser sessions
 * (SPEC §14): whatever destroys a session (signing out, signing in again, ending it from the list) keeps
 * the list true, on either store.
 */
export function forgettingBrowserSessions(store: session.Store, forget: (sid: string) => Promise<void>): session.Store {
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    destroy(sid, (error?: unknown) => {
      if (error) return callback?.(error);
      forget(sid).then(() => callback?.(), callback);
    });
  };
  return store;
}

export function sessionMiddleware(secret: string, store: session.Store) {
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    genid: newSessionId,
    // `auto`: Secure over HTTPS, as Express sees it through `trust proxy`.
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/' },
  });
  // express-session gives the store its `generate` when the middleware is made.
  markGeneratedSessions(store);
  return middleware;
}
