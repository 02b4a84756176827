import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { builtAssets } from '../../server/http/assets.js';
import { createLogger } from '../../server/logger.js';
import { startServer } from '../../server/server.js';
import { ownDatabase } from '../support/own-database.js';
import { FIXTURE_BUILD } from '../support/test-app.js';
import { testConfig } from '../support/test-databases.js';

const database = ownDatabase();

/** A request that takes a while and writes to the database before it answers. */
function slowWrite(): Router {
  const router = Router();
  router.get('/probe/slow-write', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await database.check.db.postCode.create({ data: { code: 'SLOW 1', placeName: 'Written during shutdown' } });
    res.json({ written: true });
  });
  return router;
}

describe('graceful shutdown', () => {
  it('lets a request under way finish and keep its write, then refuses new connections', async () => {
    const config = testConfig({ DATABASE_URL: database.url, PORT: '0' });
    const running = await startServer(config, createLogger('silent'), { assets: builtAssets(FIXTURE_BUILD), extraRoutes: [slowWrite()] });
    const inFlight = fetch(`${running.url}/probe/slow-write`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = running.stop();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ written: true });
    await stopped;
    expect(await database.check.db.postCode.count({ where: { code: 'SLOW 1' } })).toBe(1);
    await expect(fetch(`${running.url}/up`)).rejects.toThrow();
  });
});
