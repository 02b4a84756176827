import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase } from '../../../server/db/migrate.js';
import { prepareTemplate } from '../../support/test-databases.js';
import { findChromium } from './browser.js';

/** Fails early with instructions when no browser exists; builds the client when missing; migrates the template. */
export default async function globalSetup(): Promise<void> {
  findChromium();
  if (!fs.existsSync(path.resolve('public/build/.vite/manifest.json'))) {
    execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
  await migrateDatabase(await prepareTemplate());
}
