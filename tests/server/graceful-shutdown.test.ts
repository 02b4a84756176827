import http from 'node:http';
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
  router.get('/probe/slow', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    res.json({ answered: true });
  });
  return router;
}

describe('graceful shutdown', () => {
  it('lets a request under way finish and keep its write, then refuses new connections', async () => {
    const config = testConfig({ DATABASE_URL: database.url, PORT: '0' });
    const running = await startServer(config, createLogger('silent'), {
      assets: builtAssets(FIXTURE_BUILD),
      extraRoutes: [slowWrite()],
    });
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

/** A GET through a kept-alive agent: the status and the Connection header, or the network error's code. */
function get(agent: http.Agent, url: string): Promise<{ status: string; connection?: string }> {
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: String((error as { code?: string }).code) });
    const request = http.get(url, { agent }, (response) => {
      response.resume().on('error', failed);
      response.on('end', () =>
        resolve({ status: String(response.statusCode), connection: response.headers.connection }),
      );
    });
    request.on('error', failed);
  });
}

describe('draining kept-alive connections', () => {
  it('answers a request under way when the stop begins with Connection: close', async () => {
    const config = testConfig({ DATABASE_URL: database.url, PORT: '0' });
    const running = await startServer(config, createLogger('silent'), {
      assets: builtAssets(FIXTURE_BUILD),
      extraRoutes: [slowWrite()],
    });
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(agent, `${running.url}/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await running.stop();
    expect(await inFlight).toEqual({ status: '200', connection: 'close' });
    agent.destroy();
  });

  it('answers every request sent before the stop under load, and logs no error', async () => {
    const lines: string[] = [];
    const config = testConfig({ DATABASE_URL: database.url, PORT: '0' });
    const running = await startServer(
      config,
      createLogger('debug', (line) => lines.push(line)),
      { assets: builtAssets(FIXTURE_BUILD) },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let stopAt = Infinity;
    const before: string[] = [];
    let sending = true;
    async function client() {
      while (sending) {
        const sentBefore = performance.now() < stopAt;
        const { status } = await get(agent, `${running.url}/up`);
        if (sentBefore) before.push(status);
        else if (!/^\d+$/.test(status)) return;
      }
    }
    const clients = Array.from({ length: 20 }, client);
    // Under way for a while (every connection open and in use), then the stop.
    while (before.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));
    stopAt = performance.now();
    await running.stop();
    sending = false;
    await Promise.all(clients);
    agent.destroy();
    expect(before.filter((status) => status !== '200' && status !== '503')).toEqual([]);
    expect(lines.join('')).not.toContain('ERROR');
  });
});
