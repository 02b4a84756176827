import type { AuthUser } from '../../../resources/types/shared.js';
import type { Database } from '../../db.js';

export const ADMIN_ROLE = 'admin';

/**
 * The signed-in user as pages see them; `admin` holds every permission, including later ones, and no
 * permission acts before the member's address is verified.
 * A session begun before the member's sessions were ended (a lower `sessionVersion`) finds nobody.
 */
export async function findAuthUser(db: Database, id: number, sessionVersion: number): Promise<AuthUser | null> {
  const user = await db.user.findFirst({
    where: { id, deletedAt: null, sessionVersion },
    select: {
      id: true,
      name: true,
      email: true,
      emailVerifiedAt: true,
      roles: { select: { role: { select: { name: true, permissions: { select: { permission: { select: { name: true } } } } } } } },
    },
  });
  if (!user) return null;
  const roles = user.roles.map(({ role }) => role);
  const emailVerified = user.emailVerifiedAt !== null;
  // Permissions act only for a verified address: an unconfirmed one may belong to someone else.
  const permissions = !emailVerified
    ? []
    : roles.some((role) => role.name === ADMIN_ROLE)
      ? (await db.permission.findMany({ select: { name: true } })).map((permission) => permission.name)
      : roles.flatMap((role) => role.permissions.map(({ permission }) => permission.name));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified,
    permissions: [...new Set(permissions)].sort(),
  };
}
