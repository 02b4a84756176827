// `npm start`: builds what is missing or older than its sources (the client with Vite, the server with
// esbuild), then runs the built server with plain Node, which applies pending migrations and seeds demo
// content on the first run. Plain JavaScript, so no TypeScript is compiled when the site starts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CLIENT = { built: 'public/build/.vite/manifest.json', sources: ['resources', 'common', 'vite.config.ts'] };
const SERVER = {
  built: 'dist/server/main.js',
  sources: ['server', 'common', 'packages/inertia-express/src', 'prisma', 'scripts/build-server.ts'],
};

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

function isStale({ built, sources }) {
  if (!fs.existsSync(built)) return true;
  const at = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestChange(path.resolve(source)) > at);
}

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });

if (isStale(CLIENT)) {
  console.log('Building the client (public/build)…');
  node([path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}
if (isStale(SERVER)) {
  console.log('Building the server (dist/server)…');
  node(['--import', 'tsx', path.resolve('scripts/build-server.ts')]);
}
await import(pathToFileURL(path.resolve(SERVER.built)).href);
