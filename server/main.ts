import cluster from 'node:cluster';
import { startCluster } from './cluster/primary.js';
import { loadConfig, loadEnvFile } from './config.js';
import { createLogger } from './logger.js';
import { prepareDatabase } from './prepare-database.js';
import { startServer } from './server.js';

loadEnvFile();
const config = loadConfig();
const logger = createLogger(config.logLevel);

/** One process serving, the primary of `config.workers` workers (WEB_CONCURRENCY), or one of those workers. */
async function start(): Promise<{ stop(): Promise<void> }> {
  // A worker's primary has prepared the database, and does the once-only work (see startPrimaryDuties).
  if (cluster.isWorker) return startServer(config, logger, { siteDuties: false });
  const signIn = await prepareDatabase(config, logger);
  const clustered = config.workers > 1;
  const running = clustered ? await startCluster(config, logger) : await startServer(config, logger);
  console.log(`\n  ${config.appName} is running at ${running.url}${clustered ? ` (${config.workers} workers)` : ''}`);
  for (const line of signIn) console.log(`  ${line}`);
  console.log('');
  return running;
}

async function main(): Promise<void> {
  const running = await start();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests under way, then stopping.`);
    const forced = setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; stopping now.');
      process.exit(1);
    }, 10_000);
    forced.unref();
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('Could not start', error);
  process.exit(1);
});
