import type { PermissionDetail, PermissionSummary } from '../../../common/types/admin.js';

interface PermissionRow {
  id: number;
  name: string;
  description: string;
  builtIn: boolean;
  _count: { roles: number };
}

export const permissionSummary = (row: PermissionRow): PermissionSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  rolesCount: row._count.roles,
});

export const permissionDetail = (row: PermissionDetail): PermissionDetail => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  roles: row.roles.map(({ id, name }) => ({ id, name })),
});
