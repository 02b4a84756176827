// A served target in WEB_CONCURRENCY workers: the primary prepares the data and holds what the workers
// share without Redis, as `npm start`'s primary does; each worker (server-process.ts forked again)
// builds the app and listens on the port they share.
import cluster, { type Worker } from 'node:cluster';
import { shareBetweenWorkers } from '../../server/cluster/primary.js';

/** Forks `count` workers and resolves with the port they listen on, and how to stop them all. */
export async function forkTargetWorkers(count: number): Promise<{ port: number; stop(): Promise<void> }> {
  shareBetweenWorkers();
  const workers: Worker[] = Array.from({ length: count }, () => cluster.fork());
  const ports = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<number>((resolve, reject) => {
          worker.once('listening', (address) => resolve(address.port));
          worker.once('exit', (code) => reject(new Error(`A bench worker exited with ${code} before it listened`)));
        }),
    ),
  );
  return {
    port: ports[0]!,
    async stop() {
      const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
      for (const worker of workers) worker.process.kill('SIGTERM');
      await Promise.all(exited);
    },
  };
}
