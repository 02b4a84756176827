import type { AuthUser } from '../../../resources/types/shared.js';
import type { Database, Prisma } from '../../db.js';
import { can } from '../../http/authorization.js';
import { ValidationFailed } from '../../http/validation.js';
import { ADMIN_ROLE } from '../auth/current-user.js';
import { allPermissionNames } from '../roles/service.js';
import { isLastAdmin } from './admins.js';

interface RoleChange {
  actor: AuthUser;
  userId: number;
  before: string[];
  after: string[];
}

/** The permissions a role grants; admin grants every permission there is. */
async function permissionsOf(db: Database, roleName: string): Promise<string[]> {
  if (roleName === ADMIN_ROLE) return allPermissionNames(db);
  const links = await db.rolePermission.findMany({ where: { role: { name: roleName } }, select: { permission: { select: { name: true } } } });
  return links.map(({ permission }) => permission.name);
}

/**
 * The rules for changing a member's roles: nobody grants or takes away a role with permissions they do
 * not hold themselves (so `users.manage` alone cannot lead to `admin`), an admin keeps their own
 * `admin` role, and the last admin always keeps it.
 */
export async function ensureRoleChangeAllowed(db: Database, { actor, userId, before, after }: RoleChange): Promise<void> {
  const changed = [...before.filter((name) => !after.includes(name)), ...after.filter((name) => !before.includes(name))];
  for (const role of changed) {
    const missing = (await permissionsOf(db, role)).some((permission) => !can(actor, permission));
    if (missing) throw new ValidationFailed({ roles: `You cannot grant or remove the role ${role}: it has permissions you do not hold.` });
  }
  if (!before.includes(ADMIN_ROLE) || after.includes(ADMIN_ROLE)) return;
  if (actor.id === userId) throw new ValidationFailed({ roles: 'You cannot remove your own admin role.' });
  await ensureNotLastAdmin(db, userId);
}

/** Checked again inside the saving transaction, after `lockAdmins`, against a demotion at the same moment. */
export async function ensureNotLastAdmin(db: Database | Prisma.TransactionClient, userId: number): Promise<void> {
  if (await isLastAdmin(db, userId)) throw new ValidationFailed({ roles: 'The last admin cannot lose the admin role.' });
}
