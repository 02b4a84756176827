// The built-in permission names: one source for the server's guards and the client's navigation.
export const PERMISSIONS = {
  blogManage: 'blog.manage',
  eventsManage: 'events.manage',
  ticketsScan: 'tickets.scan',
  locationsManage: 'locations.manage',
  usersManage: 'users.manage',
  rolesManage: 'roles.manage',
  systemManage: 'system.manage',
  auditView: 'audit.view',
} as const;

export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const BUILT_IN_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSIONS);
