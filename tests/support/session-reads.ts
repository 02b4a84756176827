// Makes the race of parallel requests on one session happen every time: each loads the session when it
// begins and saves it when it ends, so requests that all loaded it before any saved see none of the others.
import type session from 'express-session';

/**
 * Wraps the store's `get` so that, once `together(count)` is called, the next `count` session reads are
 * answered only when all of them have been made: those requests all see the session as it was before
 * any of them, whatever the database or the timing.
 */
export function sessionReadsTogether(store: session.Store): { store: session.Store; together(count: number): void } {
  const get = store.get.bind(store);
  let expected = 0;
  let held: (() => void)[] = [];
  store.get = (sid, callback) =>
    get(sid, (error, data) => {
      if (expected === 0) return callback(error, data);
      held.push(() => callback(error, data));
      if (held.length < expected) return;
      const release = held;
      held = [];
      expected = 0;
      for (const answer of release) answer();
    });
  return {
    store,
    together(count) {
      expected = count;
    },
  };
}
