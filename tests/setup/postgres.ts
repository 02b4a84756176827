import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aptInstall, answers, asUser, findProgram, freePort } from './processes.js';
import type { StartedService } from './services.js';

const SERVER_USER = 'postgres';

function postgresPrograms() {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const folders = versions.map((version) => `/usr/lib/postgresql/${version}/bin`);
  const initdb = findProgram(['initdb'], folders);
  const pgCtl = findProgram(['pg_ctl'], folders);
  return initdb && pgCtl ? { initdb, pgCtl } : undefined;
}

function run(command: string, args: string[]): void {
  const [program, programArgs] = asUser(SERVER_USER, command, args);
  const result = spawnSync(program, programArgs, { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/**
 * The PostgreSQL the tests asked for when it answers; otherwise a private server in a temporary folder
 * on a free port, with the database the URL names, removed at the end of the run.
 */
export async function providePostgres(requested: string): Promise<StartedService> {
  const url = new URL(requested);
  if (await answers(url.hostname, Number(url.port || 5432))) return { url: requested, stop: async () => {} };
  let programs = postgresPrograms();
  if (!programs && aptInstall(['postgresql'])) programs = postgresPrograms();
  if (!programs) {
    throw new Error(
      `PostgreSQL is not answering at ${url.host} and none is installed: install it (Debian/Ubuntu: apt-get install postgresql) or start it.`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-test-postgres-'));
  fs.chmodSync(folder, 0o777);
  const data = path.join(folder, 'data');
  const port = await freePort();
  run(programs.initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run(programs.pgCtl, ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  const database = url.pathname.slice(1) || 'test';
  const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  await admin.end();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      run(programs.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
