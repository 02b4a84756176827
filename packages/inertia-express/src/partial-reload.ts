import type { InertiaRequestInfo } from './request-info.js';

/** Partial-reload headers count only when they name the component being rendered. */
export function isPartialReload(info: InertiaRequestInfo, component: string): boolean {
  return info.isInertia && info.partialComponent === component;
}
