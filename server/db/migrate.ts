import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const prismaCli = path.resolve('node_modules/prisma/build/index.js');

/** Applies pending migrations with `prisma migrate deploy` for the database DATABASE_URL names. */
export async function migrateDatabase(databaseUrl: string): Promise<string> {
  const { stdout } = await run(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  return stdout;
}
