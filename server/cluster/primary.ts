import cluster, { type Worker } from 'node:cluster';
import { setupPrimary } from '@socket.io/cluster-adapter';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { startPrimaryDuties } from './primary-duties.js';
import { relayWrites } from './write-relay.js';

export interface RunningCluster {
  url: string;
  /** Tells every worker to stop (each finishes what it has in hand), and resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * Forks `config.workers` workers sharing the port (the database is prepared already), holds what they
 * share without Redis (rate limits, Socket.IO rooms, write versions), does the site's once-only work,
 * and replaces a worker that dies. One that dies before it listens stops the cluster: another would too.
 */
/** What the primary holds for its workers when there is no Redis: rate limits, Socket.IO rooms, write versions. */
export function shareBetweenWorkers(): void {
  new RateLimiterClusterMaster();
  setupPrimary();
  relayWrites();
}

export async function startCluster(config: AppConfig, logger: Logger): Promise<RunningCluster> {
  shareBetweenWorkers();
  const duties = await startPrimaryDuties(config, logger);
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  const fork = () => live.add(cluster.fork());
  let stopping = false;
  const allExited = new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) resolve();
        return;
      }
      if (!listened.has(worker)) {
        logger.error(`A worker stopped (${signal ?? code}) before it could serve; stopping the site.`);
        process.exit(1);
      }
      logger.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
      fork();
    });
  });
  const url = new Promise<string>((resolve) => {
    cluster.on('listening', (worker, address) => {
      listened.add(worker);
      if (listened.size === config.workers) resolve(`http://${config.host}:${address.port}`);
    });
  });
  for (let index = 0; index < config.workers; index += 1) fork();
  return {
    url: await url,
    async stop() {
      stopping = true;
      // SIGTERM: the signal a worker stopped on its own also gets, so both go through its graceful stop.
      for (const worker of live) worker.process.kill('SIGTERM');
      if (live.size > 0) await allExited;
      await duties.stop();
    },
  };
}
