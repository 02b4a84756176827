// The server bundled as `npm start` runs it (scripts/build-server.ts), started with plain Node in a child
// process on a database of the test's own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.js';

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Stops it with SIGTERM and resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Kills it if still running and removes its bundle, mail and uploads. */
  remove(): void;
}

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

/** Bundles the server into a folder of its own under dist/ and starts it on `databaseUrl` with `env` added. */
export async function startBuiltServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  // Inside the project, as dist/ is: the bundle imports its packages from node_modules.
  fs.mkdirSync(path.resolve('dist'), { recursive: true });
  const folder = fs.mkdtempSync(path.resolve('dist', 'test-'));
  const bundle = path.join(folder, 'main.js');
  await buildServer(bundle);
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'warn',
      MAIL_DIR: path.join(folder, 'mail'),
      UPLOAD_DIR: path.join(folder, 'uploads'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await runningAt(child);
  return {
    child,
    url,
    stop() {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
    remove() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
