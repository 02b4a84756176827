// URLs from the route table: a helper per route taking its path parameters in order.
import { isRoute, type Route } from './route';

type Id = number | string;

type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/** The names of a path's parameters in order: '/a/:id/b/:slug' → ['id', 'slug']. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? [ParamName<Name>, ...PathParams<Tail>]
    : [ParamName<Rest>]
  : [];

type ValuesFor<Names extends string[]> = { [Index in keyof Names]: Id };

export type UrlHelper<Path extends string> = (...values: ValuesFor<PathParams<Path>>) => string;

export type UrlHelpers<Table> = {
  [Key in keyof Table]: Table[Key] extends Route<infer Path> ? UrlHelper<Path> : UrlHelpers<Table[Key]>;
};

const PARAMETER = /:([A-Za-z_]\w*)/g;

/** The path with each parameter replaced, in order, by a value (encoded as one path segment). */
export function fillPath(path: string, values: readonly Id[]): string {
  let next = 0;
  return path.replace(PARAMETER, (_match, name: string) => {
    const value = values[next++];
    if (value === undefined) throw new Error(`${path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A URL helper for every route of the table, in the same shape. */
export function urlHelpers<Table extends object>(table: Table): UrlHelpers<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([key, node]) => [
      key,
      isRoute(node) ? (...values: Id[]) => fillPath(node.path, values) : urlHelpers(node as object),
    ]),
  ) as UrlHelpers<Table>;
}
