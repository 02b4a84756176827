// Express tries every feature router in turn, and each one that does not match hands the request on
// through `setImmediate`: an event page waited on eight of them, an admin page on thirty. Most
// routers serve a handful of paths, so a request is offered only to those whose routes begin as its
// path does (its first two segments), in the same order as before.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** What the router package keeps on a layer beyond its published types. */
type Layer = Router['stack'][number];
interface MountedLayer extends Layer {
  /** True for `use(handler)` without a mount path: the layer sees every path. */
  slash?: boolean;
}

/** A second segment that is a parameter (or a pattern): any second segment may match. */
const ANY_SECOND = '*';

/**
 * The beginnings a router's routes can match, as `first/second` (lower-cased, as Express matches by
 * default): `second` is '' for a route of one segment and ANY_SECOND for a parameter. 'any' when a
 * handler might answer any path, or a route's first segment is a parameter.
 */
type Beginnings = Set<string> | 'any';

const isLiteral = (segment: string) => /^[\w.~-]*$/.test(segment);

/** A route path's beginning, or null when its first segment is a parameter. */
function beginningOf(path: string): string | null {
  const [, first = '', second = ''] = path.split('/');
  if (!isLiteral(first)) return null;
  return `${first}/${isLiteral(second) ? second : ANY_SECOND}`.toLowerCase();
}

function beginningsOf(router: Router): Beginnings {
  const beginnings = new Set<string>();
  for (const layer of router.stack as MountedLayer[]) {
    if (layer.route) {
      const path: unknown = layer.route.path;
      const beginning = typeof path === 'string' ? beginningOf(path) : null;
      if (beginning === null) return 'any';
      beginnings.add(beginning);
      continue;
    }
    const nested = (layer.handle as Partial<Router>).stack ? (layer.handle as Router) : null;
    if (!nested || !layer.slash) return 'any';
    const inner = beginningsOf(nested);
    if (inner === 'any') return 'any';
    for (const beginning of inner) beginnings.add(beginning);
  }
  return beginnings;
}

/** A request path's first two segments, lower-cased; '' for a missing one. */
function segmentsOf(req: Request): [first: string, second: string] {
  const [, first = '', second = ''] = req.path.toLowerCase().split('/', 3);
  return [first, second];
}

/** Runs the routers one after another, as a stack of `app.use(router)` would. */
function inTurn(routers: readonly Router[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const proceed = (error?: unknown): void => {
      if (error && error !== 'route' && error !== 'router') return next(error);
      const router = routers[index++];
      if (!router) return next();
      router(req, res, proceed);
    };
    proceed();
  };
}

/** The dispatcher, with the routers it serves in order (the route walk's tests read them). */
export type Dispatcher = RequestHandler & { readonly dispatched: readonly Router[] };

/** One handler in place of `app.use(router)` for each router: a request meets only the routers that can match it. */
export function dispatchByPathBeginning(routers: readonly Router[]): Dispatcher {
  const beginningsByRouter = routers.map(beginningsOf);
  /** The routers in their order that may match a path beginning `first/second`; null for unknown ones. */
  const routersFor = (first: string | null, second: string | null) =>
    inTurn(
      routers.filter((_, index) => {
        const beginnings = beginningsByRouter[index]!;
        if (beginnings === 'any') return true;
        if (first === null) return false;
        return beginnings.has(`${first}/${ANY_SECOND}`) || (second !== null && beginnings.has(`${first}/${second}`));
      }),
    );
  const known = beginningsByRouter.flatMap((beginnings) => (beginnings === 'any' ? [] : [...beginnings]));
  const secondsByFirst = new Map<string, Set<string>>();
  for (const beginning of known) {
    const [first = '', second = ''] = beginning.split('/');
    const seconds = secondsByFirst.get(first) ?? new Set<string>();
    if (second !== ANY_SECOND) seconds.add(second);
    secondsByFirst.set(first, seconds);
  }
  const table = new Map(
    [...secondsByFirst].map(([first, seconds]) => [
      first,
      {
        bySecond: new Map([...seconds].map((second) => [second, routersFor(first, second)])),
        otherwise: routersFor(first, null),
      },
    ]),
  );
  const elsewhere = routersFor(null, null);
  const dispatch: RequestHandler = (req, res, next) => {
    const [first, second] = segmentsOf(req);
    const forFirst = table.get(first);
    const handler = forFirst ? (forFirst.bySecond.get(second) ?? forFirst.otherwise) : elsewhere;
    handler(req, res, next);
  };
  return Object.assign(dispatch, { dispatched: routers });
}
