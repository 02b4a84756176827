import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db.js';
import { createTestDatabase, type TestDatabase } from './test-databases.js';

/**
 * A database of this test file's own, migrated and empty, with a connection to read and write it
 * directly (for tests that start the server or its start-up steps themselves, not `createTestApp`).
 */
export function ownDatabase(): { readonly url: string; readonly check: DatabaseHandle } {
  let database: TestDatabase;
  let check: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    check = await connectDatabase(database.url);
  });
  afterAll(async () => {
    await check.close();
    await database.drop();
  });
  return {
    get url() {
      return database.url;
    },
    get check() {
      return check;
    },
  };
}
