import type { AuthUser } from '../../../resources/types/shared.js';
import type { Database, Prisma } from '../../db.js';
import { can } from '../../http/authorization.js';
import { HttpError } from '../../http/http-error.js';
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

/** Every permission the roles grant together. */
export async function permissionsOfRoles(db: Database, roleNames: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(roleNames.map((name) => permissionsOf(db, name)));
  return [...new Set(lists.flat())];
}

/** The roles among `names` granting a permission the actor lacks: theirs neither to grant nor to remove. */
export async function rolesBeyond(db: Database, actor: AuthUser, names: readonly string[]): Promise<string[]> {
  const beyond: string[] = [];
  for (const name of names) if ((await permissionsOf(db, name)).some((permission) => !can(actor, permission))) beyond.push(name);
  return beyond;
}

/**
 * Nobody edits a member holding a permission they lack: otherwise `users.manage` alone could rename an
 * administrator or point their address at another mailbox and take the account over.
 */
export async function ensureMayEditMember(db: Database, actor: AuthUser, memberRoles: readonly string[]): Promise<void> {
  const lacking = (await permissionsOfRoles(db, memberRoles)).filter((permission) => !can(actor, permission));
  if (lacking.length > 0) {
    throw new HttpError(403, { reason: `This member holds permissions you do not hold (${lacking.sort().join(', ')}), so you cannot edit them.` });
  }
}

/**
 * The rules for changing a member's roles: nobody grants or takes away a role with permissions they do
 * not hold themselves (so `users.manage` alone cannot lead to `admin`), an admin keeps their own
 * `admin` role, and the last admin always keeps it.
 */
export async function ensureRoleChangeAllowed(db: Database, { actor, userId, before, after }: RoleChange): Promise<void> {
  const changed = [...before.filter((name) => !after.includes(name)), ...after.filter((name) => !before.includes(name))];
  const [role] = await rolesBeyond(db, actor, changed);
  if (role) throw new ValidationFailed({ roles: `You cannot grant or remove the role ${role}: it has permissions you do not hold.` });
  if (!before.includes(ADMIN_ROLE) || after.includes(ADMIN_ROLE)) return;
  if (actor.id === userId) throw new ValidationFailed({ roles: 'You cannot remove your own admin role.' });
  await ensureNotLastAdmin(db, userId);
}

/** Checked again inside the saving transaction, after `lockAdmins`, against a demotion at the same moment. */
export async function ensureNotLastAdmin(db: Database | Prisma.TransactionClient, userId: number): Promise<void> {
  if (await isLastAdmin(db, userId)) throw new ValidationFailed({ roles: 'The last admin cannot lose the admin role.' });
}
