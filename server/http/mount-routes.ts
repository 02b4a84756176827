// The server's side of the route table (common/routes): handlers are mounted at the table's paths,
// behind the guard the table names for each method, so a URL and its access rule live in one place.
import type { RequestHandler, Router } from 'express';
import type { PermissionName } from '../../common/permissions.js';
import type { GuardRule, Method, Route } from '../../common/routes/route.js';
import type { PathParams } from '../../common/routes/url.js';
import { requireAuth, requireGuest, requirePermission, requireUnverified, requireVerified } from './auth.js';

/** The door's guard needs the database (door invitations), so the scanner gives it. */
export type DoorGuard = (anyOf: readonly PermissionName[]) => RequestHandler;

function guardFor(rule: GuardRule, door: DoorGuard | undefined): RequestHandler | undefined {
  switch (rule.kind) {
    case 'anyone':
      return undefined;
    case 'guest':
      return requireGuest;
    case 'auth':
      return requireAuth;
    case 'verified':
      return requireVerified;
    case 'unverified':
      return requireUnverified;
    case 'permission':
      return requirePermission(...rule.anyOf);
    case 'door':
      if (!door) throw new Error('A door route is mounted without the door guard');
      return door(rule.anyOf);
  }
}

/** A handler of the route at Path: its `req.params` are typed from the path's parameters. */
type Params<Path extends string> = { [Name in PathParams<Path>[number]]: string };
type RouteHandler<Path extends string> = RequestHandler<Params<Path>>;

export type MountRoute = <Path extends string>(
  route: Route<Path>,
  method: Method,
  ...handlers: RouteHandler<Path>[]
) => void;

/** `on(ROUTES.x, 'GET', ...handlers)`: mounts the handlers on the router behind the table's guard. */
export function routesOn(router: Router, options: { door?: DoorGuard } = {}): MountRoute {
  return <Path extends string>(route: Route<Path>, method: Method, ...handlers: RouteHandler<Path>[]) => {
    const rule = route.methods[method];
    if (!rule) throw new Error(`The route table has no ${method} ${route.path}`);
    const guard = guardFor(rule, options.door);
    const mount = router[method.toLowerCase() as Lowercase<Method>].bind(router);
    mount(route.path, ...(guard ? [guard] : []), ...handlers);
  };
}
