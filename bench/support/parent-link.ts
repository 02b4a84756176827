export type ChildMessage<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Started<T> {
  value: T;
  close(): Promise<void>;
}

/**
 * The child side of child-process.ts: starts, reports one value to the parent, then cleans up when
 * the parent says stop or goes away (so an interrupted run leaves no temp database behind).
 */
export async function reportToParent<T>(start: () => Promise<Started<T>>): Promise<void> {
  const send = (message: ChildMessage<T>) => process.send?.(message);
  let started: Started<T>;
  try {
    started = await start();
  } catch (error) {
    send({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exitCode = 1;
    return;
  }
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await started.close();
    // Explicit: a library handle left open must not keep the child (and the run) alive.
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void shutdown();
  });
  process.on('disconnect', () => void shutdown());
  send({ ok: true, value: started.value });
}
