import type { InertiaRequestInfo } from './request-info.js';

/** A GET visit made with other assets than the server's must reload the whole page. */
export function isStaleVersion(method: string, info: InertiaRequestInfo, currentVersion: string): boolean {
  return method === 'GET' && info.isInertia && (info.version ?? '') !== currentVersion;
}
