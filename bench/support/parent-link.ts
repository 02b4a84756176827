export type ChildMessage<T> = { ok: true; value: T } | { ok: false; error: string };

/** A question the parent asks a running child (e.g. a figure measured inside it), and its answer. */
export interface Question {
  ask: string;
  id: number;
}
export interface Answer {
  answer: number;
  value: unknown;
}

export const isQuestion = (message: unknown): message is Question =>
  typeof message === 'object' && message !== null && 'ask' in message;
export const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && 'answer' in message;

export interface Started<T> {
  value: T;
  close(): Promise<void>;
  /** Answers the parent's questions while the child runs. */
  answer?(question: string): unknown;
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
  process.on('message', async (message) => {
    if (message === 'stop') void shutdown();
    else if (isQuestion(message)) {
      // Awaited: a cluster's primary answers with what it asked its workers.
      const reply: Answer = { answer: message.id, value: (await started.answer?.(message.ask)) ?? null };
      process.send?.(reply);
    }
  });
  process.on('disconnect', () => void shutdown());
  send({ ok: true, value: started.value });
}
