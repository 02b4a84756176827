import type { Request } from 'express';
import type { Props } from './page.js';

/** What a response leaves for the page it leads to: history flags, flash data and validation errors. */
export interface Carried {
  clearHistory?: boolean;
  preserveFragment?: boolean;
  flash?: Props;
  /** Field errors, or field errors under the error bag the visit named. */
  errors?: Props;
}

/**
 * Where carried data waits between a redirect and the next page (the app's session, usually). Without
 * one, what a response sets before redirecting is lost: it reaches only a page the same response renders.
 */
export interface RedirectCarry {
  keep(req: Request, carried: Carried): void;
  /** What was kept for this request, removed as it is read. */
  take(req: Request): Carried | undefined;
}

const union = (first: Props | undefined, second: Props | undefined) =>
  first || second ? { ...first, ...second } : undefined;

/** Both at once; the later one wins where they set the same flash key or error field. */
export function combineCarried(earlier: Carried | undefined, later: Carried): Carried {
  const combined: Carried = {
    clearHistory: earlier?.clearHistory || later.clearHistory || undefined,
    preserveFragment: earlier?.preserveFragment || later.preserveFragment || undefined,
    flash: union(earlier?.flash, later.flash),
    errors: union(earlier?.errors, later.errors),
  };
  return Object.fromEntries(Object.entries(combined).filter(([, value]) => value !== undefined));
}

export const carriesAnything = (carried: Carried) => Object.keys(carried).length > 0;
