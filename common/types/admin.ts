// Props of the admin pages for permissions, roles and users, shared by presenters and pages.
import type { ConsentView } from './guardian-consent';

export interface NamedRecord {
  id: number;
  name: string;
}

export interface PermissionSummary extends NamedRecord {
  description: string;
  builtIn: boolean;
  rolesCount: number;
}

export interface PermissionDetail extends NamedRecord {
  description: string;
  builtIn: boolean;
  roles: NamedRecord[];
}

export interface RoleSummary extends NamedRecord {
  description: string;
  builtIn: boolean;
  permissionsCount: number;
  usersCount: number;
}

export interface RoleDetail extends NamedRecord {
  description: string;
  builtIn: boolean;
  /** Holds every permission, now and later; its permissions are not edited. */
  allPermissions: boolean;
  permissions: string[];
  users: (NamedRecord & { email: string })[];
}

export interface UserSummary extends NamedRecord {
  email: string;
  verified: boolean;
  roles: string[];
  createdAt: string;
}

export interface UserTicket {
  id: number;
  status: string;
  event: { title: string; slug: string; startsAt: string };
}

export interface UserDetail extends NamedRecord {
  email: string;
  /** An address staff entered that the member has not confirmed yet. */
  pendingEmail: string | null;
  verified: boolean;
  birthDate: string | null;
  minor: boolean;
  phone: string | null;
  roles: string[];
  tickets: UserTicket[];
  /** Whether a guardian added this child to their account (no login or mailbox of its own). */
  managed: boolean;
  guardians: { name: string; email: string; phone: string; relationship: string; consent: ConsentView }[];
}
