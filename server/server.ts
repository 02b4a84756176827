import cluster from 'node:cluster';
import http from 'node:http';
import type { Router } from 'express';
import { createClient, type RedisClientType } from 'redis';
import { createApp } from './app.js';
import type { AppConfig } from './config.js';
import { keptReads } from './content/kept-reads.js';
import { connectDatabase } from './db.js';
import type { ContentWrites } from './db/content-writes.js';
import { builtAssets, developmentAssets, type ClientAssets } from './http/assets.js';
import { closeConnectionsWhileDraining } from './http/drain.js';
import type { ShutdownState } from './http/shutdown.js';
import type { Logger } from './logger.js';
import { createJobQueue } from './jobs/create-queue.js';
import { createMailer } from './mail/transport.js';
import { createRealtime, type Realtime } from './realtime/server.js';
import { dialectOf } from './db/dialect.js';
import { startSiteDuties } from './site-duties.js';

/** Names the worker process that answered, in tests of a cluster (WEB_CONCURRENCY) only. */
export const WORKER_HEADER = 'X-Agora-Worker';

export interface RunningServer {
  server: http.Server;
  url: string;
  realtime: Realtime;
  /** Announces writes to what the site keeps (tests that write to its database from outside tell it here). */
  contentWrites: ContentWrites;
  /** Stops taking requests, lets the ones under way finish, then releases every connection. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Client assets to use instead of public/build (tests use a fixture manifest). */
  assets?: ClientAssets;
  extraRoutes?: Router[];
  /** The site's clock (browser tests move it to reach a scheduled time without waiting); the real time by default. */
  now?: () => Date;
  /** How often scheduled work is looked for; a minute by default. */
  tickMs?: number;
  /** Whether this process does the site's once-only work (startSiteDuties); yes, unless a cluster's primary does. */
  siteDuties?: boolean;
}

async function clientAssets(config: AppConfig, server: http.Server, given?: ClientAssets) {
  if (!config.viteDev) return { assets: given ?? builtAssets(), middleware: [], close: async () => {} };
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
  const assets: ClientAssets = developmentAssets();
  return { assets, middleware: [vite.middlewares], close: () => vite.close() };
}

/** Builds every part from the configuration and listens: database, Redis, mail, realtime, HTTP. */
export async function startServer(
  config: AppConfig,
  logger: Logger,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const database = await connectDatabase(config.databaseUrl);
  const redis = config.redisUrl ? (createClient({ url: config.redisUrl }) as RedisClientType) : undefined;
  await redis?.connect();
  const server = http.createServer();
  const client = await clientAssets(config, server, options.assets);
  const realtime = await createRealtime(server, {
    redisUrl: config.redisUrl,
    onError: (error) => logger.error('Realtime', error),
  });
  const mailer = createMailer({ ...config.mail, logger });
  const now = options.now ?? (() => new Date());
  const jobs = createJobQueue({ ...config, db: database.db, now, logger });
  const shutdown: ShutdownState = { shuttingDown: false };
  const app = createApp(
    {
      config,
      db: database.db,
      dialect: dialectOf(database.provider),
      statements: database.statements,
      logger,
      mailer,
      jobs,
      assets: client.assets,
      now,
      redis,
      keptReads: keptReads({ writes: database.contentWrites, redis, redisPrefix: config.redisPrefix }),
      realtime,
    },
    { beforeStatic: client.middleware, shutdown, extraRoutes: options.extraRoutes },
  );
  const scheduler =
    options.siteDuties === false
      ? undefined
      : await startSiteDuties({ db: database.db, jobs, now, logger }, options.tickMs);
  jobs.start();
  const draining = closeConnectionsWhileDraining(server, shutdown);
  // Tests of several workers tell by this which worker answered.
  if (cluster.isWorker && config.env === 'test')
    server.on('request', (_req, res) => res.setHeader(WORKER_HEADER, process.pid));
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    server,
    url: `http://${config.host}:${port}`,
    realtime,
    contentWrites: database.contentWrites,
    async stop() {
      await draining.start();
      // Stops listening and closes the connections idle by now (Node's close does both); the others
      // close after their response, which says `Connection: close`.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await realtime.close();
      await closed;
      await client.close();
      // The jobs in hand finish (or go back to the queue) before the connections they need are closed.
      scheduler?.stop();
      await jobs.stop();
      mailer.close();
      await redis?.quit();
      await database.close();
    },
  };
}
