// `npm start` runs the server bundled by scripts/build-server.ts with plain Node: the bundle starts on a
// database, answers, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-databases.js';

let folder: string;
let database: TestDatabase;
let server: ChildProcess;
let url: string;

/** The address the server prints once it listens. */
function runningAt(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The built server exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  // Inside the project, as dist/ is: the bundle imports its packages from node_modules.
  fs.mkdirSync(path.resolve('dist'), { recursive: true });
  folder = fs.mkdtempSync(path.resolve('dist', 'test-'));
  const bundle = path.join(folder, 'main.js');
  await buildServer(bundle);
  database = await createTestDatabase();
  server = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: '0',
      LOG_LEVEL: 'warn',
      MAIL_DIR: path.join(folder, 'mail'),
      UPLOAD_DIR: path.join(folder, 'uploads'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await runningAt(server);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await database.drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the built server', () => {
  it('serves the site from its database', async () => {
    expect((await fetch(`${url}/up`)).status).toBe(200);
    const feed = await fetch(`${url}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('<rss');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
