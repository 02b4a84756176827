import { seedDatabase } from '../prisma/seed.js';
import type { AppConfig } from './config.js';
import { connectDatabase, type Database } from './db.js';
import { migrateDatabase } from './db/migrate.js';
import { backfillDerivedContent, backfillNameKeys, backfillTicketReferences } from './content/backfill-derived.js';
import { verifyCredentials } from './features/auth/service.js';
import { sealPlainTwoFactorSecrets, twoFactorKey } from './features/auth/index.js';
import type { Logger } from './logger.js';

/** Applies pending migrations and seeds; returns the lines start-up prints about signing in. */
export async function prepareDatabase(config: AppConfig, logger: Logger): Promise<string[]> {
  await migrateDatabase(config.databaseUrl);
  const { db, close } = await connectDatabase(config.databaseUrl);
  try {
    const derived = await backfillDerivedContent(db);
    if (derived > 0) logger.info(`Derived the HTML and excerpts of ${derived} posts, events and locations.`);
    const keyed = await backfillNameKeys(db);
    if (keyed > 0) logger.info(`Made the names of ${keyed} members searchable without accents.`);
    const sealed = await sealPlainTwoFactorSecrets(db, twoFactorKey(config.sessionSecret));
    if (sealed > 0) logger.info(`Sealed the two-factor secrets of ${sealed} members.`);
    const referenced = await backfillTicketReferences(db);
    if (referenced > 0) logger.info(`Stored the short references of ${referenced} tickets.`);
    return await seedForStart(db, config, logger);
  } finally {
    await close();
  }
}

/**
 * Adds the demo content on the first run and tells how to sign in. The demo login is printed only
 * while it works: the seed admin exists and the seed password still opens it (a restart with other
 * SEED_* values, or after the admin changed the password, would otherwise print a login that was
 * never created or no longer works).
 */
export async function seedForStart(
  db: Database,
  config: Pick<AppConfig, 'seedAdmin' | 'uploadDir' | 'timeZone'>,
  logger: Logger,
): Promise<string[]> {
  const { email, password } = config.seedAdmin;
  const seeded = await seedDatabase(db, {
    admin: config.seedAdmin,
    now: new Date(),
    uploadDir: config.uploadDir,
    timeZone: config.timeZone,
  });
  if (seeded.demoContent) logger.info('First run: demo content added.');
  if ((await verifyCredentials({ db }, { email, password })) === null) return ['Sign in with your admin account.'];
  return [`Demo admin: ${email} / ${password}`, '(set at first run from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD)'];
}
