// Authors a migration for both databases from the change to prisma/schema.prisma since the last one:
//   npm run db:migrate:new -- add_event_tags
// It diffs the previous schema (the snapshot kept beside the migrations) against the current one,
// writes prisma/migrations/<timestamp>_<name>/migration.sql and its SQLite twin, and moves the snapshot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsPathFor, schemaPathFor, type DatabaseProvider } from '../server/db/provider.js';
import { SNAPSHOT, sqliteSchemaFrom } from './generate.js';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migrate:new -- <name in snake_case>');
  process.exit(1);
}

const source = fs.readFileSync(schemaPathFor('postgresql'), 'utf8');
const previous = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT, 'utf8') : null;
if (previous === source) {
  console.log('prisma/schema.prisma has not changed since the last migration: nothing to do.');
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = `${stamp}_${name}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-migration-'));

function diff(provider: DatabaseProvider): string {
  const asProvider = (schema: string) => (provider === 'sqlite' ? sqliteSchemaFrom(schema) : schema);
  const write = (label: string, schema: string) => {
    const file = path.join(scratch, `${provider}-${label}.prisma`);
    fs.writeFileSync(file, asProvider(schema));
    return file;
  };
  const from = previous === null ? ['--from-empty'] : ['--from-schema-datamodel', write('from', previous)];
  const args = ['prisma', 'migrate', 'diff', ...from, '--to-schema-datamodel', write('to', source), '--script'];
  return execFileSync('npx', args, { encoding: 'utf8' });
}

for (const provider of ['postgresql', 'sqlite'] as const) {
  const dir = path.join(migrationsPathFor(provider), folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), diff(provider));
  const lock = path.join(migrationsPathFor(provider), 'migration_lock.toml');
  fs.writeFileSync(lock, `# Written by npm run db:migrate:new\nprovider = "${provider}"\n`);
  console.log(`wrote ${path.join(dir, 'migration.sql')}`);
}
fs.writeFileSync(SNAPSHOT, source);
fs.rmSync(scratch, { recursive: true, force: true });
