// `npm start` runs the server bundled by scripts/build-server.ts with plain Node: the bundle starts on a
// database, answers, and stops cleanly on SIGTERM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-databases.js';

let database: TestDatabase;
let server: BuiltServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer(database.url);
}, 60_000);

afterAll(async () => {
  server.remove();
  await database.drop();
});

describe('the built server', () => {
  it('serves the site from its database', async () => {
    expect((await fetch(`${server.url}/up`)).status).toBe(200);
    const feed = await fetch(`${server.url}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('<rss');
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
  });
});
