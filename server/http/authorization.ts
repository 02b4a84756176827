import type { AuthUser } from '../../common/types/shared.js';
import { TWO_FACTOR_PERMISSIONS, type PermissionName } from '../../common/permissions.js';
import type { GuardRule } from '../../common/routes/route.js';

/**
 * The one authorization question the server asks: may this user do what the permission names?
 * `admin` needs no special case here: findAuthUser already lists every permission for admins.
 */
export function can(
  user: Pick<AuthUser, 'permissions'> | null | undefined,
  permission: PermissionName | (string & {}),
): boolean {
  return !!user && user.permissions.includes(permission);
}

/** True when the user holds at least one of the permissions. */
export function canAny(
  user: Pick<AuthUser, 'permissions'> | null | undefined,
  permissions: readonly string[],
): boolean {
  return permissions.some((permission) => can(user, permission));
}

/**
 * Of the permissions the route accepts, may the member use one now? Those needing two-factor sign-in
 * (`TWO_FACTOR_PERMISSIONS`) act only for a member who has turned it on; `can` still answers what they
 * hold (the navigation shows it, the guard sends them to set two-factor up).
 */
export function canAnyNow(
  user: Pick<AuthUser, 'permissions' | 'twoFactor'> | null | undefined,
  anyOf: readonly string[],
) {
  return anyOf.some((permission) => can(user, permission) && (user!.twoFactor || !needsTwoFactor(permission)));
}

/** The permissions the member may use now (those needing two-factor left out while it is off). */
export const usablePermissions = (user: Pick<AuthUser, 'permissions' | 'twoFactor'>): string[] =>
  user.twoFactor ? user.permissions : user.permissions.filter((permission) => !needsTwoFactor(permission));

export const needsTwoFactor = (permission: string): boolean =>
  (TWO_FACTOR_PERMISSIONS as readonly string[]).includes(permission);

/**
 * What a guard demands (the route table's rule for the route), attached to the guard function so tools
 * (the route walk) can read every route's access rule back from the router itself.
 */
const GUARD_RULE = Symbol.for('agora.guardRule');

type Guarded<Handler> = Handler & { [GUARD_RULE]: GuardRule };

export function defineGuard<Handler extends object>(rule: GuardRule, handler: Handler): Guarded<Handler> {
  return Object.assign(handler, { [GUARD_RULE]: rule });
}

/** The rule a route handler enforces, if it is a guard. */
export function guardRuleOf(handler: unknown): GuardRule | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as Partial<Guarded<object>>)[GUARD_RULE];
}
