import type { Database } from '../../db.js';
import { ADMIN_ROLE } from '../auth/current-user.js';

const activeAdmin = { deletedAt: null, roles: { some: { role: { name: ADMIN_ROLE } } } } as const;

/** Whether the member is the only active admin left: the site must always keep one. */
export async function isLastAdmin(db: Database, userId: number): Promise<boolean> {
  if ((await db.user.count({ where: { id: userId, ...activeAdmin } })) === 0) return false;
  return (await db.user.count({ where: activeAdmin })) <= 1;
}
