import fs from 'node:fs';
import path from 'node:path';
import { migrationsPathFor, type DatabaseProvider } from '../../../server/db/provider.js';

/** The SQL of every migration for the provider, oldest first, as `prisma migrate deploy` applies them. */
export function migrationSql(provider: DatabaseProvider): string[] {
  const root = path.resolve(migrationsPathFor(provider));
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(root, name, 'migration.sql'), 'utf8'));
}
