import { migrateDatabase } from '../../server/db/migrate.js';
import { createTestDatabase, prepareTemplate, type TestDatabase } from '../../tests/support/test-databases.js';

export type TempDatabase = TestDatabase;

/**
 * A fresh, migrated database: embedded SQLite by default, or a new database on the PostgreSQL
 * server that DATABASE_URL names, so the same scenarios measure both providers. Made the way the
 * test suite makes its own, from a template of the bench's.
 */
export async function createTempDatabase(): Promise<TempDatabase> {
  await migrateDatabase(await prepareTemplate('bench'));
  return createTestDatabase('bench');
}
