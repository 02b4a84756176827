import type { SideNavItem } from '../components/SideNav';
import { PERMISSIONS, type PermissionName } from '../../common/permissions';
import { routes } from '../lib/routes';

interface AdminSection extends SideNavItem {
  permission: PermissionName;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'admin.blog', href: routes.admin.blog.index(), permission: PERMISSIONS.blogManage },
  { label: 'admin.events', href: routes.admin.events.index(), permission: PERMISSIONS.eventsManage },
  /** Door staff hold only tickets.scan: the admin home lists the events to scan. */
  { label: 'admin.door.nav', href: routes.admin.door(), permission: PERMISSIONS.ticketsScan },
  { label: 'admin.locations', href: routes.admin.locations.index(), permission: PERMISSIONS.locationsManage },
  { label: 'admin.postCodes', href: routes.admin.postCodes.index(), permission: PERMISSIONS.locationsManage },
  { label: 'admin.users', href: routes.admin.users.index(), permission: PERMISSIONS.usersManage },
  { label: 'admin.roles', href: routes.admin.roles.index(), permission: PERMISSIONS.rolesManage },
  { label: 'admin.permissions', href: routes.admin.permissions.index(), permission: PERMISSIONS.rolesManage },
  { label: 'admin.jobs.nav', href: routes.admin.jobs.index(), permission: PERMISSIONS.systemManage },
  { label: 'admin.audit', href: routes.admin.audit.index(), permission: PERMISSIONS.auditView },
];

/** The admin sections a user may open; the server guards the routes too, this only hides links. */
export function adminSectionsFor(permissions: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => permissions.includes(section.permission));
}
