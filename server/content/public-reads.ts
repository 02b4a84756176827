import type { RedisClientType } from 'redis';
import type { ContentWrites } from '../db/content-writes.js';

/**
 * What visitors read, kept in the process: a list page's data costs no statement until a write changes
 * what visitors see or the clock moves on (scheduled posts appear, events pass).
 */
export interface PublicReads {
  /** The value kept under `key`, or `load()`'s, kept for the next reader. `now` is the site's clock. */
  read<Value>(key: string, now: Date, load: () => Promise<Value>): Promise<Value>;
}

// How long a value stays true as time alone goes by: a post scheduled for 10:00:00 appears by 10:00:01.
const FRESH_MS = 1_000;
// Searches make keys without end; the oldest goes first.
const MOST_ENTRIES = 200;

interface Entry {
  value: unknown;
  version: string;
  loadedAt: number;
}

/** Where the version of the public content lives: in the process, or in Redis, shared by every process. */
interface ContentVersion {
  current(): Promise<string>;
  advance(): Promise<void>;
}

function processVersion(): ContentVersion {
  let version = 0;
  return {
    current: async () => String(version),
    advance: async () => {
      version += 1;
    },
  };
}

// Read on every cache read rather than told by pub/sub: the next read after a write, in any process,
// sees the new version, with no message in flight.
function sharedVersion(redis: RedisClientType, key: string): ContentVersion {
  return {
    current: async () => (await redis.get(key)) ?? '0',
    advance: async () => {
      await redis.incr(key);
    },
  };
}

export function publicReads(options: { writes: ContentWrites; redis?: RedisClientType; redisPrefix: string }) {
  const version = options.redis
    ? sharedVersion(options.redis, `${options.redisPrefix}public-content-version`)
    : processVersion();
  options.writes.on(() => version.advance());
  const entries = new Map<string, Entry>();

  const reads: PublicReads = {
    async read<Value>(key: string, now: Date, load: () => Promise<Value>): Promise<Value> {
      // The version is taken before loading: a write during the load leaves the value already outdated.
      const current = await version.current();
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && entry.version === current && at >= entry.loadedAt && at - entry.loadedAt < FRESH_MS) {
        return entry.value as Value;
      }
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, version: current, loadedAt: at });
      if (entries.size > MOST_ENTRIES) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
  return reads;
}

/** The key of a page's read: its path, and its query string as parsed (the same filters, the same key). */
export const readKey = (path: string, query: unknown = {}) => `${path} ${JSON.stringify(query)}`;
