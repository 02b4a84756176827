import { seedDatabase } from '../prisma/seed.js';
import { loadConfig, loadEnvFile } from './config.js';
import { connectDatabase } from './db.js';
import { migrateDatabase } from './db/migrate.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

loadEnvFile();
const config = loadConfig();
const logger = createLogger(config.logLevel);

async function prepareDatabase(): Promise<void> {
  await migrateDatabase(config.databaseUrl);
  const { db, close } = await connectDatabase(config.databaseUrl);
  try {
    const seeded = await seedDatabase(db, { admin: config.seedAdmin, now: new Date(), uploadDir: config.uploadDir });
    if (seeded.demoContent) logger.info('First run: demo content added.');
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  await prepareDatabase();
  const running = await startServer(config, logger);
  console.log(`\n  ${config.appName} is running at ${running.url}`);
  console.log(`  Demo admin: ${config.seedAdmin.email} / ${config.seedAdmin.password}`);
  console.log('  (set at first run from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD)\n');

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
