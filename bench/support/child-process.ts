import { fork, type ChildProcess } from 'node:child_process';
import { isAnswer, type ChildMessage, type Question } from './parent-link.js';

export interface RunningChild<T> {
  value: T;
  /** Asks the child to clean up (temp databases, servers) and waits for it to exit. */
  stop(): Promise<void>;
  /** Asks the running child a question it answers (see `Started.answer`). */
  ask<Value>(question: string): Promise<Value>;
}

const STOP_GRACE_MS = 15_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Forks a bench module (it inherits tsx through execArgv) and waits for the one value it reports.
 * Measured code runs in its own process, so the load generator or another engine does not share
 * its event loop or its memory figures.
 */
export function startChild<T>(modulePath: string, args: string[] = []): Promise<RunningChild<T>> {
  const child = fork(modulePath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = async () => {
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(timer);
  };
  const waiting = new Map<number, (value: unknown) => void>();
  let asked = 0;
  child.on('message', (message) => {
    if (!isAnswer(message)) return;
    waiting.get(message.answer)?.(message.value);
    waiting.delete(message.answer);
  });
  const ask = <Value>(question: string) =>
    new Promise<Value>((resolve) => {
      asked += 1;
      waiting.set(asked, (value) => resolve(value as Value));
      const message: Question = { ask: question, id: asked };
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ChildMessage<T>) => {
      if (message.ok) resolve({ value: message.value, stop, ask });
      else void stop().then(() => reject(new Error(`${modulePath} ${args.join(' ')}: ${message.error}`)));
    });
    child.once('exit', (code) =>
      reject(new Error(`${modulePath} ${args.join(' ')} exited with ${code} before reporting`)),
    );
  });
}

/** Runs `use` with a started child, and stops the child whatever happens. */
export async function withChild<T, R>(
  modulePath: string,
  args: string[],
  use: (value: T, child: RunningChild<T>) => Promise<R>,
): Promise<R> {
  const child = await startChild<T>(modulePath, args);
  try {
    return await use(child.value, child);
  } finally {
    await child.stop();
  }
}
