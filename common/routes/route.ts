// What one URL of the site is: its path, and for each method it answers, who may use it. The table
// (./table.ts) declares every URL once; the server mounts its handlers from it and the client derives
// its URL helpers from it, so neither side can name a URL the other does not know.
import type { PermissionName } from '../permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may use a route. The server turns each rule into its guard; the route walk reads them back. */
export type GuardRule =
  /** Public on purpose: no session needed (a token in the URL may still be checked by the handler). */
  | { kind: 'anyone' }
  | { kind: 'guest' }
  | { kind: 'auth' }
  | { kind: 'verified' }
  /** Signed-in members whose address is not verified yet; verified members go to the dashboard. */
  | { kind: 'unverified' }
  | { kind: 'permission'; anyOf: readonly PermissionName[] }
  /** The door: one of the permissions, or a door invitation for the event in the URL (SPEC §11). */
  | { kind: 'door'; anyOf: readonly PermissionName[] };

export interface Route<Path extends string = string> {
  path: Path;
  methods: Partial<Record<Method, GuardRule>>;
}

export const route = <Path extends string>(path: Path, methods: Route['methods']): Route<Path> => ({ path, methods });

export const anyone: GuardRule = { kind: 'anyone' };
export const guest: GuardRule = { kind: 'guest' };
export const auth: GuardRule = { kind: 'auth' };
export const verified: GuardRule = { kind: 'verified' };
export const unverified: GuardRule = { kind: 'unverified' };
export const permitted = (...anyOf: PermissionName[]): GuardRule => ({ kind: 'permission', anyOf });
export const atTheDoor = (...anyOf: PermissionName[]): GuardRule => ({ kind: 'door', anyOf });

export function isRoute(node: unknown): node is Route {
  return typeof node === 'object' && node !== null && typeof (node as Partial<Route>).path === 'string';
}

/** Every route of a (nested) table with its dotted name, in declaration order. */
export function routeEntries(node: object, prefix = ''): [name: string, route: Route][] {
  return Object.entries(node).flatMap(([key, value]): [string, Route][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRoute(value) ? [[name, value]] : routeEntries(value as object, name);
  });
}
