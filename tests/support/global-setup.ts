import { migrateDatabase } from '../../server/db/migrate.js';
import { prepareTemplate } from './test-databases.js';

/** Migrates the template database once for the whole run; every test file copies it. */
export default async function setup(): Promise<void> {
  const templateUrl = await prepareTemplate();
  await migrateDatabase(templateUrl);
}
