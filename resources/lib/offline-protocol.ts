// What pages and the offline service worker (resources/offline-sw.ts) say to each other. Types only:
// the worker is built as one classic script, so pages and worker share no code at run time.

/** Asks the worker to fetch and keep these same-origin paths; it answers `{ kept }` on the given port. */
export interface KeepMessage {
  type: 'keep';
  urls: string[];
}

/** Asks the worker to drop one kept page (an event whose door list was wiped), or all (signed out). */
export interface ForgetMessage {
  type: 'forget';
  path: string | null;
}

export type OfflineMessage = KeepMessage | ForgetMessage;
