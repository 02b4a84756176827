import path from 'node:path';
import type { Router } from 'express';
import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { createApp } from '../../server/app.js';
import type { AppContext } from '../../server/context.js';
import { keptReads } from '../../server/content/kept-reads.js';
import { connectDatabase } from '../../server/db.js';
import { builtAssets } from '../../server/http/assets.js';
import type { ShutdownState } from '../../server/http/shutdown.js';
import type { StatementCounter } from '../../server/db/statement-counter.js';
import { createJobQueue } from '../../server/jobs/create-queue.js';
import type { RetryPolicy } from '../../server/jobs/queue.js';
import { createLogger } from '../../server/logger.js';
import { createMailer, type Mailer } from '../../server/mail/transport.js';
import { seedBuiltIns } from '../../prisma/seed.js';
import { mailTo, readMailbox, type ReadMail } from './mailbox.js';
import { createTestDatabase, testConfig } from './test-databases.js';
import { dialectOf } from '../../server/db/dialect.js';
import { challengeCodes } from './two-factor.js';

export const FIXTURE_BUILD = path.resolve('tests/support/fixtures/build');

export interface TestApp {
  app: ReturnType<typeof createApp>;
  context: AppContext;
  logLines: string[];
  clock: { now: Date };
  shutdown: ShutdownState;
  /** Every SQL statement the app has sent: set it to 0, make a request, read what it cost. */
  statements: StatementCounter;
  /** Runs the jobs due now (the test app runs none by itself), like the app's own workers would. */
  runJobs(): Promise<number>;
  /** What the app's minute tick does: releases the scheduled work due by the clock, then runs the jobs. */
  tick(): Promise<number>;
  /** The messages sent to an address once the due jobs ran, oldest first. */
  mailTo(address: string): Promise<ReadMail[]>;
  /** Every message sent once the due jobs ran, oldest first. */
  mailbox(): Promise<ReadMail[]>;
  close(): Promise<void>;
}

/** The real app on a fresh database of its own (and the suite's Redis, when REDIS_URL is set). */
export async function createTestApp(
  options: {
    extraRoutes?: Router[];
    env?: Record<string, string>;
    clock?: { now: Date };
    /** An existing database (a restart), instead of a fresh one. */
    databaseUrl?: string;
    retry?: RetryPolicy;
    /** A mailer of the test's own (one that fails, say) instead of the `.eml` folder. */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const config = testConfig({ DATABASE_URL: database.url, ...options.env });
  const statements: StatementCounter = { statements: 0, rowsRead: 0 };
  const handle = await connectDatabase(config.databaseUrl, { statements });
  await seedBuiltIns(handle.db);
  const redis = config.redisUrl ? (createClient({ url: config.redisUrl }) as RedisClientType) : undefined;
  await redis?.connect();
  const logLines: string[] = [];
  const clock = options.clock ?? { now: new Date() };
  const shutdown: ShutdownState = { shuttingDown: false };
  const logger = createLogger('debug', (line) => logLines.push(line));
  const context: AppContext = {
    config,
    db: handle.db,
    dialect: dialectOf(handle.provider),
    statements: handle.statements,
    logger,
    mailer: options.mailer ?? createMailer({ ...config.mail, logger }),
    jobs: createJobQueue({ ...config, db: handle.db, now: () => clock.now, logger, retry: options.retry }),
    assets: builtAssets(FIXTURE_BUILD),
    now: () => clock.now,
    redis,
    keptReads: keptReads({ writes: handle.contentWrites, redis, redisPrefix: config.redisPrefix }),
  };
  const app = createApp(context, { extraRoutes: options.extraRoutes, shutdown });
  clocks.set(app, clock);
  return {
    app,
    context,
    logLines,
    clock,
    shutdown,
    statements,
    runJobs: () => context.jobs.runDue(),
    async tick() {
      await context.jobs.enqueue('schedule.tick', {});
      return context.jobs.runDue();
    },
    async mailTo(address) {
      await context.jobs.runDue();
      return mailTo(config.mail.dir, address);
    },
    async mailbox() {
      await context.jobs.runDue();
      return readMailbox(config.mail.dir);
    },
    async close() {
      await context.jobs.stop();
      context.mailer.close();
      await redis?.quit();
      await handle.close();
      await database.drop();
    },
  };
}

type Agent = ReturnType<typeof request.agent>;

/** The XSRF-TOKEN cookie the agent holds, as the client library would send it back. */
export function xsrfToken(agent: Agent): string {
  const cookie = agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  return cookie ? decodeURIComponent(cookie.value) : '';
}

/** A browser-like client that has loaded a page, so it holds a session and a CSRF token. */
export async function browserAgent(app: TestApp['app']): Promise<Agent> {
  const agent = request.agent(app);
  await agent.get('/login');
  return agent;
}

/** Each test app's clock, for computing the two-factor code of the app's moment. */
const clocks = new WeakMap<object, { now: Date }>();

/**
 * Logs the agent in through the real login form and, like a browser, follows the redirect (which renews
 * the CSRF token). A member with two-factor on (test staff) answers the challenge with a code from the
 * test secret; the answer returned is then the challenge's.
 */
export async function logIn(agent: Agent, email: string, password: string, options: { remember?: boolean } = {}) {
  let response = await agent
    .post('/login')
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .send({ email, password, ...(options.remember ? { remember: true } : {}) });
  if (response.headers.location === '/two-factor-challenge') {
    // The password step starts a new session: its page hands out the CSRF token, as in a browser.
    await agent.get('/two-factor-challenge');
    const app = (agent as unknown as { app: object }).app;
    const codes = challengeCodes(email.toLowerCase(), clocks.get(app)?.now ?? new Date());
    do {
      response = await agent
        .post('/two-factor-challenge')
        .set('X-XSRF-TOKEN', xsrfToken(agent))
        .send({ code: codes.next().value });
    } while (response.status === 303 && response.headers.location !== '/login');
  }
  if (response.headers.location) await agent.get(response.headers.location);
  return response;
}
