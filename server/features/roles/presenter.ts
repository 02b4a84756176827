import type { RoleDetail, RoleSummary } from '../../../common/types/admin.js';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  builtIn: boolean;
  _count: { permissions: number; users: number };
}

export const roleSummary = (row: RoleRow): RoleSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  permissionsCount: row._count.permissions,
  usersCount: row._count.users,
});

export const roleDetail = (row: RoleDetail): RoleDetail => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  allPermissions: row.allPermissions,
  permissions: row.permissions,
  users: row.users.map(({ id, name, email }) => ({ id, name, email })),
});
