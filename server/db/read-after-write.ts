/**
 * A read that callers make right after their own write, shared between them: a read serves every caller
 * that asked for its key before it started, so each caller sees its own write, and callers who ask
 * while a read runs share the next one. At a busy door, 50 scanners each recounting 10,000 tickets after
 * their scan become one count per batch of scans; a lone caller waits for nothing.
 */
export interface ReadAfterWrite<Value> {
  read(key: string, load: () => Promise<Value>): Promise<Value>;
}

/**
 * The SQLite driver answers synchronously, so a read would start and end within one turn of the event
 * loop, before any other request could join it: a read starts on the next turn, after the requests
 * already waiting for their own turn came this far.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function readAfterWrite<Value>(): ReadAfterWrite<Value> {
  /** The read each key's next callers join: not started yet. */
  const waiting = new Map<string, Promise<Value>>();
  /** The read running for each key: a later caller's write may have missed it. */
  const running = new Map<string, Promise<unknown>>();
  return {
    read(key, load) {
      const queued = waiting.get(key);
      if (queued) return queued;
      const previous = running.get(key)?.catch(() => undefined) ?? Promise.resolve();
      const next = previous.then(nextTurn).then(() => {
        waiting.delete(key);
        running.set(key, next);
        return load();
      });
      waiting.set(key, next);
      // Whatever became of it, the key is free once it settled, and a failure reaches only its own callers.
      const settled = (): void => {
        if (running.get(key) === next) running.delete(key);
      };
      next.then(settled, settled);
      return next;
    },
  };
}
