import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on right now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections at host:port within a second. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Polls until host:port answers, for up to `seconds`. */
export async function waitUntilAnswering(host: string, port: number, seconds = 30): Promise<boolean> {
  for (let tries = 0; tries < seconds * 4; tries += 1) {
    if (await answers(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The first of `names` found on PATH or in the extra folders, as an absolute path. */
export function findProgram(names: string[], extraFolders: string[] = []): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), ...extraFolders];
  for (const name of names) {
    for (const folder of folders) {
      const candidate = path.join(folder, name);
      if (folder && fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Installs Debian packages when this process may (root with apt-get); false when it may not or it failed. */
export function aptInstall(packages: string[]): boolean {
  if (!isRoot() || !findProgram(['apt-get'])) return false;
  console.log(`  installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'ignore', env }).status === 0;
}

/** Runs a program as the given system user when this process is root (PostgreSQL refuses to run as root). */
export function asUser(user: string | undefined, command: string, args: string[]): [string, string[]] {
  return isRoot() && user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
}

/** Starts a long-running service in the background; `stop` ends it. */
export function startService(command: string, args: string[]): ChildProcess {
  return spawn(command, args, { stdio: 'ignore' });
}
