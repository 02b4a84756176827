// Reads every route of an Express 5 app from its router (nested routers included), with the guards in
// front of each, so tests check access rules against what the app really mounts.
import type { Express } from 'express';
import type { GuardRule } from '../../common/routes/route.js';
import { guardRuleOf } from '../../server/http/authorization.js';
import type { Dispatcher } from '../../server/http/route-dispatch.js';

export interface AppRoute {
  method: string;
  path: string;
  guards: GuardRule[];
  /** Guards found after a non-guard handler: they run too late to protect it. */
  lateGuards: GuardRule[];
}

interface Layer {
  name: string;
  handle: unknown;
  slash?: boolean;
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] };
}

// Guards written without defineGuard are still recognised by name, so nobody's guard goes unseen.
const GUARDS_BY_NAME: Record<string, GuardRule> = {
  requireGuest: { kind: 'guest' },
  requireAuth: { kind: 'auth' },
  requireVerified: { kind: 'verified' },
};

function guardOf(handle: unknown): GuardRule | undefined {
  return guardRuleOf(handle) ?? (typeof handle === 'function' ? GUARDS_BY_NAME[handle.name] : undefined);
}

function stackOf(handle: unknown): Layer[] | undefined {
  // The app's dispatcher offers each request to its routers as a stack of path-less use() would.
  const dispatched = (handle as Partial<Dispatcher> | null)?.dispatched;
  if (dispatched) return dispatched.map((router) => ({ name: 'router', handle: router, slash: true }));
  const stack = (handle as { stack?: unknown } | null)?.stack;
  return typeof handle === 'function' && Array.isArray(stack) ? (stack as Layer[]) : undefined;
}

function joinPath(prefix: string, path: unknown): string {
  if (typeof path !== 'string')
    throw new Error(
      `Route path ${String(path)} under "${prefix || '/'}" is not a string: the route walk cannot visit it`,
    );
  return `${prefix}${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
}

function walk(
  stack: Layer[],
  prefix: string,
  inherited: GuardRule[],
  skip: ReadonlySet<unknown>,
  routes: AppRoute[],
): void {
  const guards = [...inherited];
  for (const layer of stack) {
    if (skip.has(layer.handle)) continue;
    if (layer.route) {
      const own = layer.route.stack.map((inner) => guardOf(inner.handle));
      const firstHandler = own.findIndex((rule) => !rule);
      const inFront = (firstHandler === -1 ? own : own.slice(0, firstHandler)).filter(
        (rule): rule is GuardRule => !!rule,
      );
      const late = (firstHandler === -1 ? [] : own.slice(firstHandler)).filter((rule): rule is GuardRule => !!rule);
      for (const method of Object.keys(layer.route.methods)) {
        routes.push({
          method: method === '_all' ? 'get' : method,
          path: joinPath(prefix, layer.route.path),
          guards: [...guards, ...inFront],
          lateGuards: late,
        });
      }
      continue;
    }
    const nested = stackOf(layer.handle);
    if (nested) {
      walk(nested, layer.slash ? prefix : joinPath(prefix, layer.rawPath), guards, skip, routes);
      continue;
    }
    // Middleware mounted with use() in front of later routes of the same router guards them too.
    const rule = guardOf(layer.handle);
    if (rule) guards.push(rule);
  }
}

/** Every route of the app in mounting order; routers in `skip` (test probes) are left out. */
export function appRoutes(app: Express, skip: readonly unknown[] = []): AppRoute[] {
  const routes: AppRoute[] = [];
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  walk(root.stack, '', [], new Set(skip), routes);
  return routes;
}

export const routeKey = (route: Pick<AppRoute, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;
