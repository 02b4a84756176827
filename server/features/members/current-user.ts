import type { AuthUser } from '../../../common/types/shared.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';

export const ADMIN_ROLE = 'admin';

/**
 * The signed-in user as pages see them; `admin` holds every permission, including later ones, and no
 * permission acts before the member's address is verified.
 * A session begun before the member's sessions were ended (a lower `sessionVersion`) finds nobody.
 */
export async function findAuthUser(db: Database, id: number, sessionVersion: number): Promise<AuthUser | null> {
  // One statement for the member, their roles and the roles' permissions: this runs on every signed-in
  // request, where Prisma's nested select would send one statement per relation (five).
  const rows = await db.$queryRaw<MemberRoleRow[]>`
    SELECT u."id", u."name", u."email", CASE WHEN u."emailVerifiedAt" IS NULL THEN 0 ELSE 1 END AS "verified",
           CASE WHEN tf."userId" IS NULL THEN 0 ELSE 1 END AS "twoFactor",
           r."name" AS "role", p."name" AS "permission"
    FROM "User" u
    LEFT JOIN "TwoFactor" tf ON tf."userId" = u."id"
    LEFT JOIN "UserRole" ur ON ur."userId" = u."id"
    LEFT JOIN "Role" r ON r."id" = ur."roleId"
    LEFT JOIN "RolePermission" rp ON rp."roleId" = r."id"
    LEFT JOIN "Permission" p ON p."id" = rp."permissionId"
    WHERE u."id" = ${id} AND u."deletedAt" IS NULL AND u."sessionVersion" = ${sessionVersion}`;
  const user = rows[0];
  if (!user) return null;
  const emailVerified = Number(user.verified) === 1;
  // Permissions act only for a verified address: an unconfirmed one may belong to someone else.
  const permissions = !emailVerified
    ? []
    : rows.some((row) => row.role === ADMIN_ROLE)
      ? (await db.permission.findMany({ select: { name: true } })).map((permission) => permission.name)
      : rows.flatMap((row) => (row.permission === null ? [] : [row.permission]));
  return {
    id: Number(user.id),
    name: user.name,
    email: user.email,
    emailVerified,
    permissions: [...new Set(permissions)].sort(),
    twoFactor: Number(user.twoFactor) === 1,
  };
}

/**
 * The signed-in member, kept between their requests until a write to members, roles or permissions (in any
 * process): a role taken away acts at the member's next request. Frozen, since every request of theirs shares it.
 */
export function currentMember(
  { db, keptReads, now }: Pick<AppContext, 'db' | 'keptReads' | 'now'>,
  id: number,
  sessionVersion: number,
): Promise<AuthUser | null> {
  const find = async () => {
    const user = await findAuthUser(db, id, sessionVersion);
    if (!user) return null;
    Object.freeze(user.permissions);
    return Object.freeze(user);
  };
  return keptReads.read(`member ${id} ${sessionVersion}`, now(), find, ['members']);
}

/** One row per permission of each role the member holds (nulls where they hold none). */
interface MemberRoleRow {
  id: number | bigint;
  name: string;
  email: string;
  verified: number | bigint;
  twoFactor: number | bigint;
  role: string | null;
  permission: string | null;
}
