import type { AppContext, DataAccess } from '../../context.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database, Prisma } from '../../db.js';
import { can } from '../../http/authorization.js';
import { RecordNotFound, ActionRefused } from '../../domain-errors.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { ValidationFailed } from '../../http/validation.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { ADMIN_ROLE } from '../members/index.js';
import type { PermissionInput } from './schemas.js';

export const PERMISSION_LIST = { sorts: ['name', 'createdAt'], defaultSort: 'name' } as const;

export async function listPermissions({ db, dialect }: DataAccess, rawQuery: unknown) {
  const query = parseListQuery(rawQuery, {
    sorts: [...PERMISSION_LIST.sorts],
    defaultSort: PERMISSION_LIST.defaultSort,
  });
  const where = query.search
    ? { OR: [{ name: dialect.containsText(query.search) }, { description: dialect.containsText(query.search) }] }
    : {};
  const [total, rows] = await Promise.all([
    db.permission.count({ where }),
    db.permission.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { id: 'asc' }],
      ...pageWindow(query),
      select: { id: true, name: true, description: true, builtIn: true, _count: { select: { roles: true } } },
    }),
  ]);
  return { query, total, rows };
}

export async function findPermission({ db }: Pick<AppContext, 'db'>, id: number) {
  const permission = await db.permission.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      description: true,
      builtIn: true,
      roles: { select: { role: { select: { id: true, name: true } } } },
    },
  });
  if (!permission) throw new RecordNotFound();
  // admin holds every permission, whether or not a row links them.
  const admin = await db.role.findUnique({ where: { name: ADMIN_ROLE }, select: { id: true, name: true } });
  const roles = permission.roles.map(({ role }) => role);
  if (admin && !roles.some((role) => role.id === admin.id)) roles.push(admin);
  return { ...permission, roles: roles.sort((a, b) => a.name.localeCompare(b.name)) };
}

async function ensureNameFree(db: Database, name: string, exceptId?: number) {
  const other = await db.permission.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw new ValidationFailed({ name: 'This name is already taken.' });
}

type Actor = AuthUser & AuditActor;

export async function createPermission(
  { db }: Pick<AppContext, 'db'>,
  { actor, values: input }: { actor: AuditActor; values: PermissionInput },
) {
  await ensureNameFree(db, input.name);
  return db.$transaction(async (tx) => {
    const data = { name: input.name, description: input.description };
    const permission = await tx.permission.create({ data, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: 'permission.created',
      subject: { type: 'permission', id: permission.id, label: input.name },
      after: data,
    });
    return permission;
  });
}

/** A permission the actor lacks is not theirs to rename or delete: either would change what its holders may do. */
export function ensureMayChangePermission(actor: AuthUser, name: string): void {
  if (!can(actor, name)) throw new ActionRefused(`You do not hold ${name}, so you cannot change or delete it.`);
}

const PERMISSION_FIELDS = { name: true, description: true, builtIn: true } as const;

/** Who holds the permission (admins hold every one): their sockets are dropped when it goes or is renamed. */
async function holdersOf(tx: Prisma.TransactionClient, permissionId: number): Promise<number[]> {
  const links = await tx.userRole.findMany({
    where: { role: { OR: [{ name: ADMIN_ROLE }, { permissions: { some: { permissionId } } }] } },
    select: { userId: true },
  });
  return links.map(({ userId }) => userId);
}

export async function updatePermission(
  { db, realtime }: Pick<AppContext, 'db' | 'realtime'>,
  { actor, id, values: input }: { actor: Actor; id: number; values: PermissionInput },
) {
  const permission = await db.permission.findUnique({ where: { id }, select: PERMISSION_FIELDS });
  if (!permission) throw new RecordNotFound();
  ensureMayChangePermission(actor, permission.name);
  if (permission.builtIn && permission.name !== input.name)
    throw new ValidationFailed({ name: 'A built-in permission cannot be renamed.' });
  await ensureNameFree(db, input.name, id);
  const data = { name: input.name, description: input.description };
  const holders = await db.$transaction(async (tx) => {
    await tx.permission.update({ where: { id }, data });
    await recordAudit(tx, {
      actor,
      action: 'permission.updated',
      subject: { type: 'permission', id, label: input.name },
      before: { name: permission.name, description: permission.description },
      after: data,
    });
    // A renamed permission is no longer held under its old name.
    return permission.name === input.name ? [] : holdersOf(tx, id);
  });
  realtime?.dropMembers(holders);
}

/** Deletes a permission the admins created; false for a built-in one, which stays. */
export async function deletePermission(
  { db, realtime }: Pick<AppContext, 'db' | 'realtime'>,
  { actor, id }: { actor: Actor; id: number },
): Promise<boolean> {
  const permission = await db.permission.findUnique({ where: { id }, select: PERMISSION_FIELDS });
  if (!permission) throw new RecordNotFound();
  ensureMayChangePermission(actor, permission.name);
  if (permission.builtIn) return false;
  const holders = await db.$transaction(async (tx) => {
    const held = await holdersOf(tx, id);
    await tx.permission.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: 'permission.deleted',
      subject: { type: 'permission', id, label: permission.name },
      before: { name: permission.name, description: permission.description },
    });
    return held;
  });
  realtime?.dropMembers(holders);
  return true;
}
