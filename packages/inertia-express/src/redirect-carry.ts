import type { Request } from 'express';

/** Protocol flags a response sets before redirecting, which belong to the page the redirect leads to. */
export interface CarriedFlags {
  clearHistory?: boolean;
}

/**
 * Where flags wait between a redirect and the next page (the app's session, usually). Without one, a
 * flag set before a redirect is lost: `clearHistory()` then only works on a rendered response.
 */
export interface RedirectCarry {
  keep(req: Request, flags: CarriedFlags): void;
  /** The flags kept for this request, removed as they are read. */
  take(req: Request): CarriedFlags | undefined;
}
