import type { AuthUser } from '../../common/types/shared.js';
import { TWO_FACTOR_PERMISSIONS, type PermissionName } from '../../common/permissions.js';
import type { GuardRule } from '../../common/routes/route.js';

type Member = Pick<AuthUser, 'permissions' | 'twoFactor'>;

const holds = (user: Pick<AuthUser, 'permissions'> | null | undefined, permission: string): boolean =>
  !!user && user.permissions.includes(permission);

/**
 * The one authorization question the server asks: may this member use the permission now? One they hold
 * that needs two-factor sign-in (`TWO_FACTOR_PERMISSIONS`) acts only once they have turned it on, so a
 * handler checking a permission itself cannot let them use it before (`holdsAny` answers what they
 * hold: the guard sends such a member to set two-factor up, the navigation shows what they hold).
 * `admin` needs no special case here: findAuthUser already lists every permission for admins.
 */
export function can(user: Member | null | undefined, permission: PermissionName | (string & {})): boolean {
  return holds(user, permission) && (user!.twoFactor || !needsTwoFactor(permission));
}

/** True when the member may use at least one of the permissions now. */
export function canAny(user: Member | null | undefined, permissions: readonly string[]): boolean {
  return permissions.some((permission) => can(user, permission));
}

/** True when the member holds at least one of the permissions, usable now or waiting for two-factor. */
export function holdsAny(user: Pick<AuthUser, 'permissions'> | null | undefined, permissions: readonly string[]) {
  return permissions.some((permission) => holds(user, permission));
}

/** The permissions the member may use now (those needing two-factor left out while it is off). */
export const usablePermissions = (user: Member): string[] =>
  user.permissions.filter((permission) => can(user, permission));

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
