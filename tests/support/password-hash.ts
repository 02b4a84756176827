import argon2 from 'argon2';

// The product hashes with argon2id at the library's defaults (64 MiB, 3 passes: about 0.1–0.2 s here).
// Members made directly by tests need no such cost: a hash at the lowest cost is verified by the same
// code (argon2 reads the cost from the hash), in about a millisecond, and each password is hashed once.
const LOW_COST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const hashes = new Map<string, Promise<string>>();

/** An argon2id hash of the password at the lowest cost, for members a test creates in the database. */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, LOW_COST);
    hashes.set(password, hash);
  }
  return hash;
}
