import type { RedisClientType } from 'redis';
import { WRITE_KINDS, type WriteKind } from '../db/content-writes.js';

/**
 * Where the version of each kind of write lives: in the process, in Redis (shared by every process), or
 * in each cluster worker, advanced in all of them by every write (see server/cluster/write-versions.ts).
 */
export interface WriteVersions {
  current(): Promise<Record<WriteKind, string>>;
  /** `committed`: the write is one other processes can see (not a statement inside a transaction still open). */
  advance(kind: WriteKind, committed: boolean): Promise<void>;
}

export function processVersions(): WriteVersions {
  const versions = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>;
  return {
    current: async () =>
      Object.fromEntries(WRITE_KINDS.map((kind) => [kind, String(versions[kind])])) as Record<WriteKind, string>,
    advance: async (kind) => {
      versions[kind] += 1;
    },
  };
}

// Read on every kept read rather than told by pub/sub: the next read after a write, in any process,
// sees the new version, with no message in flight.
export function sharedVersions(redis: RedisClientType, prefix: string): WriteVersions {
  const key = (kind: WriteKind) => `${prefix}kept-reads-version:${kind}`;
  return {
    current: async () => {
      const values = await redis.mGet(WRITE_KINDS.map(key));
      return Object.fromEntries(WRITE_KINDS.map((kind, index) => [kind, values[index] ?? '0'])) as Record<
        WriteKind,
        string
      >;
    },
    advance: async (kind) => {
      await redis.incr(key(kind));
    },
  };
}
