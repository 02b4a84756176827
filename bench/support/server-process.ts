// Child entry: builds the target app named in argv, listens on an ephemeral port, reports the URL. With
// WEB_CONCURRENCY, this process prepares the target's data and its workers (this file forked) serve it.
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportToParent } from './parent-link.js';
import { forkTargetWorkers } from './target-workers.js';
import { isTargetName, TARGETS, type Environment, type TargetKind } from './targets.js';
import { benchWorkers, passToWorkers } from './workers.js';

async function listen(kind: TargetKind, environment: Environment) {
  const target = await kind.serve(environment);
  const server = http.createServer(target.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await target.close();
    },
  };
}

const name = process.argv[2];
if (!isTargetName(name)) throw new Error(`Unknown bench target "${name}"; known: ${Object.keys(TARGETS).join(', ')}`);
const kind = TARGETS[name];

if (cluster.isWorker) {
  const serving = await listen(kind, process.env);
  process.on('SIGTERM', () => void serving.stop().then(() => process.exit(0)));
} else {
  await reportToParent(async () => {
    const prepared = await kind.prepare();
    const workers = benchWorkers();
    // The workers read the prepared target's configuration (its temp database) from the environment.
    if (workers > 1) passToWorkers(prepared.environment);
    const serving = workers > 1 ? await forkTargetWorkers(workers) : await listen(kind, prepared.environment);
    return {
      value: `http://127.0.0.1:${serving.port}`,
      async close() {
        await serving.stop();
        await prepared.close();
      },
    };
  });
}
