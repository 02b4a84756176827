// Express tries every feature router in turn, and each one that does not match hands the request on
// through `setImmediate`: an event page waited on eight of them, an admin page on thirty. Most
// routers serve a handful of first path segments, so a request is offered only to those that can
// match it, in the same order as before.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** What the router package keeps on a layer beyond its published types. */
type Layer = Router['stack'][number];
interface MountedLayer extends Layer {
  /** True for `use(handler)` without a mount path: the layer sees every path. */
  slash?: boolean;
}

type Segments = Set<string> | 'any';

/** A literal first segment, lower-cased as Express matches by default; null when it is a parameter. */
function literalFirstSegment(path: string): string | null {
  const segment = path.split('/')[1] ?? '';
  return /^[\w.~-]*$/.test(segment) ? segment.toLowerCase() : null;
}

/** The first path segments a router's routes can match, or 'any' when a handler might answer any path. */
function segmentsOf(router: Router): Segments {
  const segments = new Set<string>();
  for (const layer of router.stack as MountedLayer[]) {
    if (layer.route) {
      const path: unknown = layer.route.path;
      const segment = typeof path === 'string' ? literalFirstSegment(path) : null;
      if (segment === null) return 'any';
      segments.add(segment);
      continue;
    }
    const nested = (layer.handle as Partial<Router>).stack ? (layer.handle as Router) : null;
    if (!nested || !layer.slash) return 'any';
    const inner = segmentsOf(nested);
    if (inner === 'any') return 'any';
    for (const segment of inner) segments.add(segment);
  }
  return segments;
}

function firstSegmentOf(req: Request): string {
  const path = req.path;
  const end = path.indexOf('/', 1);
  return path.slice(1, end === -1 ? undefined : end).toLowerCase();
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
export function dispatchByFirstSegment(routers: readonly Router[]): Dispatcher {
  const segmentsByRouter = routers.map(segmentsOf);
  const forSegment = (segment: string | null) =>
    inTurn(
      routers.filter((_, index) => {
        const segments = segmentsByRouter[index];
        return segments === 'any' || (segment !== null && segments?.has(segment) === true);
      }),
    );
  const known = new Set(segmentsByRouter.flatMap((segments) => (segments === 'any' ? [] : [...segments])));
  const bySegment = new Map([...known].map((segment) => [segment, forSegment(segment)]));
  const elsewhere = forSegment(null);
  const dispatch: RequestHandler = (req, res, next) =>
    (bySegment.get(firstSegmentOf(req)) ?? elsewhere)(req, res, next);
  return Object.assign(dispatch, { dispatched: routers });
}
