import type { Database, Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';
import { ADMIN_ROLE } from '../members/index.js';

type Client = Database | Prisma.TransactionClient;

const activeAdmin = { deletedAt: null, roles: { some: { role: { name: ADMIN_ROLE } } } } as const;

/** Whether the member is the only active admin left: the site must always keep one. */
export async function isLastAdmin(db: Client, userId: number): Promise<boolean> {
  if ((await db.user.count({ where: { id: userId, ...activeAdmin } })) === 0) return false;
  return (await db.user.count({ where: activeAdmin })) <= 1;
}

/**
 * Makes the rest of the transaction the only one changing who is admin, so two admins demoting each
 * other at once cannot both pass the last-admin check: a lock on the admin role's row.
 */
export async function lockAdmins(tx: Prisma.TransactionClient, dialect: Dialect): Promise<void> {
  await dialect.lockForUpdate(() => tx.$queryRaw`SELECT id FROM "Role" WHERE name = ${ADMIN_ROLE} FOR UPDATE`);
}
