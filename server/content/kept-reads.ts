import cluster from 'node:cluster';
import type { RedisClientType } from 'redis';
import { clusterVersions } from '../cluster/write-versions.js';
import type { ContentWrites, WriteKind } from '../db/content-writes.js';
import { processVersions, sharedVersions } from './write-versions.js';

/**
 * Reads kept in the process: a value costs no statement until a write of a kind it depends on, in any
 * process, or the clock moving on (scheduled posts appear, events pass) makes it outdated.
 */
export interface KeptReads {
  /**
   * The value kept under `key`, or `load()`'s, kept for the next reader. `now` is the site's clock; `kinds`
   * are the writes that outdate it (`content` by default; add `places` for a value that counts places).
   */
  read<Value>(key: string, now: Date, load: () => Promise<Value>, kinds?: WriteKind[]): Promise<Value>;
}

// How long a value stays true as time alone goes by: a post scheduled for 10:00:00 appears by 10:00:01.
const FRESH_MS = 1_000;

interface Entry {
  value: unknown;
  version: string;
  loadedAt: number;
}

export interface KeptReadsOptions {
  writes: ContentWrites;
  redis?: RedisClientType;
  redisPrefix: string;
  /** Searches and members make keys without end; past this, the least recently loaded goes first. */
  mostEntries?: number;
}

export function keptReads({ writes, redis, redisPrefix, mostEntries = 1_000 }: KeptReadsOptions): KeptReads {
  const versions = redis
    ? sharedVersions(redis, redisPrefix)
    : cluster.isWorker
      ? clusterVersions()
      : processVersions();
  writes.on((kind, committed) => versions.advance(kind, committed));
  const entries = new Map<string, Entry>();
  return {
    async read<Value>(key: string, now: Date, load: () => Promise<Value>, kinds: WriteKind[] = ['content']) {
      // The versions are taken before loading: a write during the load leaves the value already outdated.
      const current = await versions.current();
      const version = kinds.map((kind) => current[kind]).join('.');
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && entry.version === version && at >= entry.loadedAt && at - entry.loadedAt < FRESH_MS) {
        return entry.value as Value;
      }
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, version, loadedAt: at });
      if (entries.size > mostEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

/** The key of a page's read: its path, and its query string as parsed (the same filters, the same key). */
export const readKey = (path: string, query: unknown = {}) => `${path} ${JSON.stringify(query)}`;
