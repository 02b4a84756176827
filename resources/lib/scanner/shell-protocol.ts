// What the scanner page and its service worker say to each other. Types only: the worker is built as
// one classic script, so the page and the worker must share no code at run time.

/** Asks the worker to fetch and keep these same-origin paths; it answers `{ kept }` on the given port. */
export interface KeepMessage {
  type: 'keep';
  urls: string[];
}

/** Asks the worker to drop a kept page (an event whose door list was wiped). */
export interface ForgetMessage {
  type: 'forget';
  path: string;
}

export type ShellMessage = KeepMessage | ForgetMessage;
