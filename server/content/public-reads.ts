import type { RedisClientType } from 'redis';
import type { ContentWrites, WriteKind } from '../db/content-writes.js';

/**
 * What visitors read, kept in the process: a list page's data costs no statement until a write changes
 * what visitors see or the clock moves on (scheduled posts appear, events pass).
 */
export interface PublicReads {
  /**
   * The value kept under `key`, or `load()`'s, kept for the next reader. `now` is the site's clock. A value
   * that counts places (`places: true`) is also dropped by every ticket and waiting-list write.
   */
  read<Value>(key: string, now: Date, load: () => Promise<Value>, options?: { places?: boolean }): Promise<Value>;
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

/** Where the versions of the public content live: in the process, or in Redis, shared by every process. */
interface ContentVersions {
  /** Both versions, `content` first. */
  current(): Promise<[string, string]>;
  advance(kind: WriteKind): Promise<void>;
}

function processVersions(): ContentVersions {
  const versions: Record<WriteKind, number> = { content: 0, places: 0 };
  return {
    current: async () => [String(versions.content), String(versions.places)],
    advance: async (kind) => {
      versions[kind] += 1;
    },
  };
}

// Read on every cache read rather than told by pub/sub: the next read after a write, in any process,
// sees the new version, with no message in flight.
function sharedVersions(redis: RedisClientType, prefix: string): ContentVersions {
  const keys: Record<WriteKind, string> = {
    content: `${prefix}public-content-version`,
    places: `${prefix}public-places-version`,
  };
  return {
    current: async () => {
      const [content, places] = await redis.mGet([keys.content, keys.places]);
      return [content ?? '0', places ?? '0'];
    },
    advance: async (kind) => {
      await redis.incr(keys[kind]);
    },
  };
}

export function publicReads(options: { writes: ContentWrites; redis?: RedisClientType; redisPrefix: string }) {
  const versions = options.redis ? sharedVersions(options.redis, options.redisPrefix) : processVersions();
  options.writes.on((kind) => versions.advance(kind));
  const entries = new Map<string, Entry>();

  const reads: PublicReads = {
    async read<Value>(key: string, now: Date, load: () => Promise<Value>, { places = false } = {}): Promise<Value> {
      // The version is taken before loading: a write during the load leaves the value already outdated.
      const [content, placesVersion] = await versions.current();
      const version = places ? `${content}.${placesVersion}` : content;
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && entry.version === version && at >= entry.loadedAt && at - entry.loadedAt < FRESH_MS) {
        return entry.value as Value;
      }
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, version, loadedAt: at });
      if (entries.size > MOST_ENTRIES) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
  return reads;
}

/** The key of a page's read: its path, and its query string as parsed (the same filters, the same key). */
export const readKey = (path: string, query: unknown = {}) => `${path} ${JSON.stringify(query)}`;
