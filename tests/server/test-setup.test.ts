import pg from 'pg';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { answers, freePort } from '../setup/processes.js';
import { providePostgres } from '../setup/postgres.js';
import { provideRedis } from '../setup/redis.js';

// The README's test command starts what the machine lacks: proven here against addresses nobody serves.
describe('the test command sets itself up', () => {
  it('starts a private Redis when the one asked for does not answer, and stops it', async () => {
    const redis = await provideRedis(`redis://127.0.0.1:${await freePort()}`);
    const port = Number(new URL(redis.url).port);
    const client = createClient({ url: redis.url });
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    await client.quit();
    await redis.stop();
    await expect.poll(() => answers('127.0.0.1', port)).toBe(false);
  });

  it('uses a Redis that answers as it is', async () => {
    const privateRedis = await provideRedis(undefined);
    const reused = await provideRedis(privateRedis.url);
    expect(reused.url).toBe(privateRedis.url);
    await reused.stop();
    expect(await answers('127.0.0.1', Number(new URL(privateRedis.url).port))).toBe(true);
    await privateRedis.stop();
  });

  it('starts a private PostgreSQL with the database the URL names when none answers, and removes it', async () => {
    const postgres = await providePostgres(`postgresql://postgres@127.0.0.1:${await freePort()}/agora_setup_check`);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe('agora_setup_check');
    await client.end();
    await postgres.stop();
    expect(await answers('127.0.0.1', Number(new URL(postgres.url).port))).toBe(false);
  });
});
