import type { Database } from '../../server/db.js';
import { testPasswordHash } from './password-hash.js';
import { giveTwoFactor } from './two-factor.js';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

/**
 * A member with the given roles (created if missing) and a known password. A member with roles (staff)
 * has two-factor sign-in on with the test secret (`./two-factor.ts`), since managing members, roles and
 * care information needs it; `twoFactor` says otherwise.
 */
export async function createUser(
  db: Database,
  options: { roles?: string[]; verified?: boolean; email?: string; name?: string; twoFactor?: boolean } = {},
) {
  // Taken before any await, so users created in parallel get distinct names and addresses.
  const number = (sequence += 1);
  const roles = await Promise.all(
    (options.roles ?? []).map((name) => db.role.upsert({ where: { name }, create: { name }, update: {} })),
  );
  const user = await db.user.create({
    data: {
      name: options.name ?? `Member ${number}`,
      email: options.email ?? `member${number}-${Date.now()}@example.test`,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      passwordHash: await testPasswordHash(DEFAULT_PASSWORD),
      roles: { create: roles.map((role) => ({ roleId: role.id })) },
    },
  });
  if (options.twoFactor ?? roles.length > 0) await giveTwoFactor(db, user.id);
  return user;
}

/** A role holding exactly the given permissions. */
export async function createRoleWith(db: Database, name: string, permissions: string[]) {
  return db.role.create({
    data: {
      name,
      permissions: {
        create: await Promise.all(
          permissions.map(async (permission) => ({
            permissionId: (
              await db.permission.upsert({ where: { name: permission }, create: { name: permission }, update: {} })
            ).id,
          })),
        ),
      },
    },
  });
}
