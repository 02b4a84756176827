// `npm run bench [-- name...]`: runs every bench/*.bench.ts whose suite is in the default run, or
// the named ones (file name without .bench.ts), and prints their tables.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runSuites, type Suite } from './support/suite.js';

const BENCH_DIR = path.resolve('bench');
const SUFFIX = '.bench.ts';

const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith(SUFFIX))
  .sort();

const unknown = wanted.filter((name) => !files.includes(name + SUFFIX));
if (unknown.length > 0) throw new Error(`No bench/${unknown[0]}${SUFFIX}; have: ${files.join(', ')}`);

const suites: Suite[] = [];
for (const file of files) {
  const suite = ((await import(pathToFileURL(path.join(BENCH_DIR, file)).href)) as { default: Suite }).default;
  const named = wanted.includes(file.slice(0, -SUFFIX.length));
  if (wanted.length > 0 ? named : suite.inDefaultRun) suites.push(suite);
  else if (wanted.length === 0)
    console.log(`(skipped ${file}: run it with \`npm run bench -- ${file.slice(0, -SUFFIX.length)}\`)`);
}

console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);
await runSuites(suites);
