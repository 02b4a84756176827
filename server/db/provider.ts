export type DatabaseProvider = 'sqlite' | 'postgresql';

export const DEFAULT_DATABASE_URL = 'file:./storage/agora.db';

export function databaseProvider(url: string): DatabaseProvider {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  if (url.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with file: (embedded SQLite) or postgres:// (PostgreSQL), got "${url}"`);
}

/** The file path of a `file:` URL; `file::memory:` stays as it is. */
export function sqliteFilePath(url: string): string {
  return url.slice('file:'.length);
}

export const schemaPathFor = (provider: DatabaseProvider): string =>
  provider === 'sqlite' ? 'prisma/sqlite/schema.prisma' : 'prisma/schema.prisma';

export const migrationsPathFor = (provider: DatabaseProvider): string =>
  provider === 'sqlite' ? 'prisma/sqlite/migrations' : 'prisma/migrations';
