import { provideChromium } from './chromium.js';
import { providePostgres } from './postgres.js';
import { provideRedis } from './redis.js';

export interface StartedService {
  url: string;
  stop(): Promise<void>;
}

export interface TestServices {
  /** Variables for the test processes: the database, Redis and Chromium they use. */
  env: Record<string, string>;
  /** Problems that keep a part of the suite from running, each saying what to install. */
  problems: string[];
  stop(): Promise<void>;
}

/**
 * Finds or starts what the suite needs: a Redis (always: the multi-process tests need one even on the
 * embedded database), the PostgreSQL that DATABASE_URL names, and a Chromium.
 */
export async function provideTestServices(): Promise<TestServices> {
  const started: StartedService[] = [];
  const env: Record<string, string> = {};
  const problems: string[] = [];
  const attempt = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };

  await attempt(async () => {
    const redis = await provideRedis(process.env.REDIS_URL);
    started.push(redis);
    env.TEST_REDIS_URL = redis.url;
    if (process.env.REDIS_URL) env.REDIS_URL = redis.url;
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl?.startsWith('postgres')) {
    await attempt(async () => {
      const postgres = await providePostgres(databaseUrl);
      started.push(postgres);
      env.DATABASE_URL = postgres.url;
    });
  }
  await attempt(async () => {
    env.CHROMIUM_PATH = provideChromium();
  });

  return {
    env,
    problems,
    stop: async () => {
      for (const service of started.reverse()) await service.stop();
    },
  };
}
