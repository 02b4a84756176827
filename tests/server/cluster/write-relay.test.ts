// The primary's relay of writes between workers (server/cluster/write-relay.ts): a worker that never
// answers must not hold a writer's response for good.
import { fork } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('answers the writer when another worker never advances', async () => {
  const cluster = fork(path.resolve('tests/server/cluster/stuck-worker-cluster.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const heard = await new Promise<unknown>((resolve, reject) => {
      cluster.once('message', resolve);
      cluster.once('exit', (code) => reject(new Error(`The cluster exited (${code}) before the writer heard back.`)));
    });
    expect(heard).toBe('the writer heard back');
  } finally {
    cluster.kill();
  }
});
