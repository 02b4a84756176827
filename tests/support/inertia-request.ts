// A request factory for protocol tests: each option sets the header the client library would send.
import type request from 'supertest';

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

export interface VisitOptions {
  version?: string;
  partialComponent?: string;
  only?: string[];
  except?: string[];
  reset?: string[];
  errorBag?: string;
  exceptOnce?: string[];
}

export function inertiaHeaders(options: VisitOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' };
  if (options.version !== undefined) headers['X-Inertia-Version'] = options.version;
  if (options.partialComponent) headers['X-Inertia-Partial-Component'] = options.partialComponent;
  if (options.only) headers['X-Inertia-Partial-Data'] = options.only.join(',');
  if (options.except) headers['X-Inertia-Partial-Except'] = options.except.join(',');
  if (options.reset) headers['X-Inertia-Reset'] = options.reset.join(',');
  if (options.errorBag) headers['X-Inertia-Error-Bag'] = options.errorBag;
  if (options.exceptOnce) headers['X-Inertia-Except-Once-Props'] = options.exceptOnce.join(',');
  return headers;
}

/** An Inertia visit (GET) with the given protocol headers. */
export function visit(agent: Agent, url: string, options: VisitOptions = {}) {
  return agent.get(url).set(inertiaHeaders(options));
}
