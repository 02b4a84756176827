import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database, Prisma } from '../../db.js';
import { ActionRefused } from '../../domain-errors.js';
import { ValidationFailed } from '../../http/validation.js';
import { ADMIN_ROLE } from '../members/index.js';
import { allPermissionNames, changedNames, notHeld } from '../roles/index.js';
import { isLastAdmin } from './admins.js';

interface RoleChange {
  actor: AuthUser;
  userId: number;
  before: string[];
  after: string[];
}

/** Every role's permissions, in two queries whatever the number of roles; admin grants every permission there is. */
async function permissionsByRole(db: Database): Promise<Map<string, string[]>> {
  const [roles, all] = await Promise.all([
    db.role.findMany({ select: { name: true, permissions: { select: { permission: { select: { name: true } } } } } }),
    allPermissionNames({ db }),
  ]);
  return new Map(
    roles.map((role) => [
      role.name,
      role.name === ADMIN_ROLE ? all : role.permissions.map(({ permission }) => permission.name),
    ]),
  );
}

/** The roles among `names` granting a permission the actor lacks: theirs neither to grant nor to remove. */
export async function rolesBeyond(
  { db }: Pick<AppContext, 'db'>,
  { actor, names }: { actor: AuthUser; names: readonly string[] },
): Promise<string[]> {
  const byRole = await permissionsByRole(db);
  return names.filter((name) => notHeld(actor, byRole.get(name) ?? []).length > 0);
}

/**
 * Nobody edits a member holding a permission they lack: otherwise `users.manage` alone could rename an
 * administrator or point their address at another mailbox and take the account over.
 */
export async function ensureMayEditMember(
  { db }: Pick<AppContext, 'db'>,
  { actor, roles: memberRoles }: { actor: AuthUser; roles: readonly string[] },
): Promise<void> {
  const byRole = await permissionsByRole(db);
  const lacking = notHeld(
    actor,
    memberRoles.flatMap((name) => byRole.get(name) ?? []),
  );
  if (lacking.length > 0) {
    throw new ActionRefused(
      `This member holds permissions you do not hold (${lacking.join(', ')}), so you cannot edit them.`,
    );
  }
}

/**
 * The rules for changing a member's roles: nobody grants or takes away a role with permissions they do
 * not hold themselves (so `users.manage` alone cannot lead to `admin`), an admin keeps their own
 * `admin` role, and the last admin always keeps it.
 */
export async function ensureRoleChangeAllowed(
  db: Database,
  { actor, userId, before, after }: RoleChange,
): Promise<void> {
  const [role] = await rolesBeyond({ db }, { actor, names: changedNames(before, after) });
  if (role)
    throw new ValidationFailed({
      roles: `You cannot grant or remove the role ${role}: it has permissions you do not hold.`,
    });
  if (!before.includes(ADMIN_ROLE) || after.includes(ADMIN_ROLE)) return;
  if (actor.id === userId) throw new ValidationFailed({ roles: 'You cannot remove your own admin role.' });
  await ensureNotLastAdmin(db, userId);
}

/** Checked again inside the saving transaction, after `lockAdmins`, against a demotion at the same moment. */
export async function ensureNotLastAdmin(db: Database | Prisma.TransactionClient, userId: number): Promise<void> {
  if (await isLastAdmin(db, userId))
    throw new ValidationFailed({ roles: 'The last admin cannot lose the admin role.' });
}
