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

/**
 * The permissions that act only once the member has turned on two-factor sign-in (SPEC §14): managing
 * members, managing roles, and care information. No permission is named after care information: it is
 * `events.manage` that shows a child's allergies, medical notes and emergency contacts (SPEC §12), so
 * that is the one required here.
 */
export const TWO_FACTOR_PERMISSIONS: readonly PermissionName[] = [
  PERMISSIONS.usersManage,
  PERMISSIONS.rolesManage,
  PERMISSIONS.eventsManage,
];

export const BUILT_IN_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSIONS);
