import type { AppContext, DataAccess } from '../../context.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database, Prisma } from '../../db.js';
import { can } from '../../http/authorization.js';
import { RecordNotFound, ActionRefused } from '../../domain-errors.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { ValidationFailed } from '../../http/validation.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { ADMIN_ROLE } from '../members/index.js';
import type { RoleInput } from './schemas.js';

export async function listRoles({ db, dialect }: DataAccess, rawQuery: unknown) {
  const query = parseListQuery(rawQuery, { sorts: ['name', 'users', 'createdAt'], defaultSort: 'name' });
  const where = query.search
    ? { OR: [{ name: dialect.containsText(query.search) }, { description: dialect.containsText(query.search) }] }
    : {};
  const order = query.sort === 'users' ? { users: { _count: query.direction } } : { [query.sort]: query.direction };
  const [total, rows] = await Promise.all([
    db.role.count({ where }),
    db.role.findMany({
      where,
      orderBy: [order, { id: 'asc' }],
      ...pageWindow(query),
      select: {
        id: true,
        name: true,
        description: true,
        builtIn: true,
        _count: { select: { permissions: true, users: true } },
      },
    }),
  ]);
  return { query, total, rows };
}

export async function findRole({ db }: Pick<AppContext, 'db'>, id: number) {
  const role = await db.role.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      description: true,
      builtIn: true,
      permissions: { select: { permission: { select: { name: true } } } },
      users: {
        where: { user: { deletedAt: null } },
        select: { user: { select: { id: true, name: true, email: true } } },
        orderBy: { user: { name: 'asc' } },
      },
    },
  });
  if (!role) throw new RecordNotFound();
  const allPermissions = role.name === ADMIN_ROLE;
  const permissions = allPermissions
    ? await allPermissionNames({ db })
    : role.permissions.map(({ permission }) => permission.name).sort();
  return { ...role, allPermissions, permissions, users: role.users.map(({ user }) => user) };
}

export async function allPermissionNames({ db }: Pick<AppContext, 'db'>): Promise<string[]> {
  return (await db.permission.findMany({ select: { name: true }, orderBy: { name: 'asc' } })).map(({ name }) => name);
}

async function permissionIds(db: Database, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  const found = await db.permission.findMany({ where: { name: { in: unique } }, select: { id: true } });
  if (found.length !== unique.length) throw new ValidationFailed({ permissions: 'Choose permissions from the list.' });
  return found.map(({ id }) => id);
}

async function ensureNameFree(db: Database, name: string, exceptId?: number) {
  const other = await db.role.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw new ValidationFailed({ name: 'This name is already taken.' });
}

/** The permissions among `names` the actor does not hold, once each, sorted for a message. */
export const notHeld = (actor: AuthUser, names: Iterable<string>) =>
  [...new Set(names)].filter((name) => !can(actor, name)).sort();

/** The names in one list and not the other: what a change adds or removes. */
export const changedNames = (before: readonly string[], after: readonly string[]) => [
  ...before.filter((name) => !after.includes(name)),
  ...after.filter((name) => !before.includes(name)),
];

async function holdsAdminRole(db: Database, actor: AuthUser): Promise<boolean> {
  return (await db.userRole.count({ where: { userId: actor.id, role: { name: ADMIN_ROLE } } })) > 0;
}

/**
 * Nobody but an admin changes a role they hold: with `roles.manage` alone they could otherwise widen
 * their own role step by step. The reason goes to the Error page.
 */
export async function ensureMayEditRole(
  { db }: Pick<AppContext, 'db'>,
  { actor, id: roleId }: { actor: AuthUser; id: number },
): Promise<void> {
  const holds = (await db.userRole.count({ where: { userId: actor.id, roleId } })) > 0;
  if (holds && !(await holdsAdminRole(db, actor))) {
    throw new ActionRefused('You hold this role yourself, so only an admin can change it.');
  }
}

/** The acting member: their permissions decide what they may change, and the audit log names them. */
type Actor = AuthUser & AuditActor;

const roleFields = (name: string, description: string, permissions: readonly string[]) => ({
  name,
  description,
  permissions: [...permissions].sort(),
});

export async function createRole(
  { db }: Pick<AppContext, 'db'>,
  { actor, values: input }: { actor: Actor; values: RoleInput },
) {
  await ensureNameFree(db, input.name);
  const ids = await permissionIds(db, input.permissions);
  const lacking = notHeld(actor, input.permissions);
  if (lacking.length > 0)
    throw new ValidationFailed({ permissions: `You cannot grant permissions you do not hold: ${lacking.join(', ')}.` });
  return db.$transaction(async (tx) => {
    const role = await tx.role.create({
      data: {
        name: input.name,
        description: input.description,
        permissions: { create: ids.map((permissionId) => ({ permissionId })) },
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: 'role.created',
      subject: { type: 'role', id: role.id, label: input.name },
      after: roleFields(input.name, input.description, [...new Set(input.permissions)]),
    });
    return role;
  });
}

async function permissionNamesOf(tx: Prisma.TransactionClient, roleId: number): Promise<string[]> {
  const links = await tx.rolePermission.findMany({
    where: { roleId },
    select: { permission: { select: { name: true } } },
  });
  return links.map(({ permission }) => permission.name);
}

/** Who holds the role: after a change that may take a private channel from them, their sockets are dropped. */
async function holdersOf(tx: Prisma.TransactionClient, roleId: number): Promise<number[]> {
  return (await tx.userRole.findMany({ where: { roleId }, select: { userId: true } })).map(({ userId }) => userId);
}

export async function updateRole(
  { db, realtime }: Pick<AppContext, 'db' | 'realtime'>,
  { actor, id, values: input }: { actor: Actor; id: number; values: RoleInput },
) {
  const role = await db.role.findUnique({
    where: { id },
    select: {
      name: true,
      description: true,
      builtIn: true,
      permissions: { select: { permission: { select: { name: true } } } },
    },
  });
  if (!role) throw new RecordNotFound();
  await ensureMayEditRole({ db }, { actor, id });
  if (role.builtIn && role.name !== input.name)
    throw new ValidationFailed({ name: 'A built-in role cannot be renamed.' });
  await ensureNameFree(db, input.name, id);
  // admin holds every permission by definition: its links are left as they are.
  const ids = role.name === ADMIN_ROLE ? null : await permissionIds(db, input.permissions);
  const current = role.permissions.map(({ permission }) => permission.name);
  if (ids) {
    const lacking = notHeld(actor, changedNames(current, input.permissions));
    if (lacking.length > 0)
      throw new ValidationFailed({
        permissions: `You cannot add or remove permissions you do not hold: ${lacking.join(', ')}.`,
      });
  }
  const removes = ids !== null && current.some((name) => !input.permissions.includes(name));
  const holders = await db.$transaction(async (tx) => {
    await tx.role.update({ where: { id }, data: { name: input.name, description: input.description } });
    // The update holds the role's row, so a concurrent edit has committed or waits: what was checked above
    // must still be what the role holds, or this save could take away a permission it never saw.
    if (ids && changedNames(current, await permissionNamesOf(tx, id)).length > 0)
      throw new ValidationFailed({
        permissions: 'The permissions of this role changed while you edited it: look at them again and save.',
      });
    if (ids) {
      await tx.rolePermission.deleteMany({ where: { roleId: id, permissionId: { notIn: ids } } });
      for (const permissionId of ids)
        await tx.rolePermission.upsert({
          where: { roleId_permissionId: { roleId: id, permissionId } },
          create: { roleId: id, permissionId },
          update: {},
        });
    }
    await recordAudit(tx, {
      actor,
      action: 'role.updated',
      subject: { type: 'role', id, label: input.name },
      before: roleFields(role.name, role.description, current),
      after: roleFields(input.name, input.description, ids ? [...new Set(input.permissions)] : current),
    });
    return removes ? holdersOf(tx, id) : [];
  });
  realtime?.dropMembers(holders);
}

export type RoleDeletion = 'deleted' | 'built-in' | 'holds-lacking';

/**
 * Deletes a role the admins created. A built-in role stays, and so does a role holding a permission the
 * actor lacks: deleting it would take that permission from its members.
 */
export async function deleteRole(
  { db, realtime }: Pick<AppContext, 'db' | 'realtime'>,
  { actor, id }: { actor: Actor; id: number },
): Promise<RoleDeletion> {
  const role = await db.role.findUnique({
    where: { id },
    select: {
      name: true,
      description: true,
      builtIn: true,
      permissions: { select: { permission: { select: { name: true } } } },
    },
  });
  if (!role) throw new RecordNotFound();
  await ensureMayEditRole({ db }, { actor, id });
  if (role.builtIn) return 'built-in';
  if (
    notHeld(
      actor,
      role.permissions.map(({ permission }) => permission.name),
    ).length > 0
  )
    return 'holds-lacking';
  const holders = await db.$transaction(async (tx) => {
    const held = await holdersOf(tx, id);
    await tx.role.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: 'role.deleted',
      subject: { type: 'role', id, label: role.name },
      before: roleFields(
        role.name,
        role.description,
        role.permissions.map(({ permission }) => permission.name),
      ),
    });
    return held;
  });
  realtime?.dropMembers(holders);
  return 'deleted';
}
