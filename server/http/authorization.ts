import type { AuthUser } from '../../common/types/shared.js';
import type { PermissionName } from '../../common/permissions.js';
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
