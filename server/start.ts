// `npm start`: builds the client when the build is missing or older than its sources, then runs the
// server (which applies pending migrations and seeds demo content on the first run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = path.resolve('public/build/.vite/manifest.json');
const SOURCES = ['resources', 'vite.config.ts'];

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

function buildIsStale(): boolean {
  if (!fs.existsSync(MANIFEST)) return true;
  const built = fs.statSync(MANIFEST).mtimeMs;
  return SOURCES.some((source) => newestChange(path.resolve(source)) > built);
}

if (buildIsStale()) {
  console.log('Building the client (public/build)…');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
await import('./main.js');
