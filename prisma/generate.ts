// Writes the SQLite copy of the data model from prisma/schema.prisma and generates both Prisma
// clients. With --check it changes nothing and fails when the copy, the migration folders or the
// migration snapshot have drifted from the source (run in CI).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsPathFor, schemaPathFor } from '../server/db/provider.js';

const SOURCE = schemaPathFor('postgresql');
const SQLITE = schemaPathFor('sqlite');
export const SNAPSHOT = path.join(migrationsPathFor('postgresql'), 'schema.snapshot.prisma');

export function sqliteSchemaFrom(source: string): string {
  const header = '// GENERATED from prisma/schema.prisma by `npm run db:generate`. Do not edit.\n';
  const converted = source
    .replace(/provider\s*=\s*"postgresql"/, 'provider = "sqlite"')
    .replace('prisma-postgresql', 'prisma-sqlite')
    .replace('"postgresql://localhost/unused"', '"file:./unused.db"')
    .replace('"../server/', '"../../server/');
  return header + converted;
}

function migrationNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function drift(): string[] {
  const problems: string[] = [];
  const expected = sqliteSchemaFrom(fs.readFileSync(SOURCE, 'utf8'));
  if (!fs.existsSync(SQLITE) || fs.readFileSync(SQLITE, 'utf8') !== expected) {
    problems.push(`${SQLITE} differs from ${SOURCE}: run npm run db:generate`);
  }
  const pg = migrationNames(migrationsPathFor('postgresql'));
  const sqlite = migrationNames(migrationsPathFor('sqlite'));
  if (pg.join() !== sqlite.join()) {
    problems.push(`migration folders differ:\n  postgresql: ${pg.join(', ')}\n  sqlite: ${sqlite.join(', ')}`);
  }
  const snapshot = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT, 'utf8') : '';
  if (snapshot !== fs.readFileSync(SOURCE, 'utf8')) {
    problems.push(`${SOURCE} has changes no migration covers: run npm run db:migrate:new -- <name>`);
  }
  return problems;
}

function generate(): void {
  fs.writeFileSync(SQLITE, sqliteSchemaFrom(fs.readFileSync(SOURCE, 'utf8')));
  for (const schema of [SOURCE, SQLITE]) {
    execFileSync('npx', ['prisma', 'generate', '--no-hints', '--schema', schema], { stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const problems = drift();
    if (problems.length > 0) {
      console.error(`Database schema drift:\n- ${problems.join('\n- ')}`);
      process.exit(1);
    }
    console.log('Database schemas and migrations are in step.');
  } else {
    generate();
  }
}
