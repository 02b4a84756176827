import { defineConfig } from 'prisma/config';
import { loadConfig, loadEnvFile } from './server/config.js';
import { createAdapterFactory } from './server/db/adapter.js';
import { databaseProvider, migrationsPathFor, schemaPathFor } from './server/db/provider.js';

// The Prisma CLI (migrate deploy/diff) runs through the JavaScript schema engine and our driver
// adapters: no native engine has to be downloaded. The provider follows DATABASE_URL.
loadEnvFile();
const { databaseUrl } = loadConfig();
const provider = databaseProvider(databaseUrl);

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: schemaPathFor(provider),
  migrations: { path: migrationsPathFor(provider) },
  adapter: async () => createAdapterFactory(databaseUrl),
});
