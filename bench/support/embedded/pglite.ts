import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../../server/generated/prisma-postgresql/index.js';
import type { EngineOpener, OpenedEngine } from './engine.js';
import { migrationSql } from './migration-files.js';

type ClientAdapter = NonNullable<NonNullable<ConstructorParameters<typeof PrismaClient>[0]>['adapter']>;

// pglite-prisma-adapter 0.6.1 is typed against driver-adapter-utils 6.10, where a query's argTypes
// were strings (objects in 6.19); the adapter never reads argTypes. The bench's queries prove it runs.
const adapterFor = (pglite: PGlite) => new PrismaPGlite(pglite) as unknown as ClientAdapter;

/** PGlite persisted in a folder, as an embedded default would be. */
async function openPglite(dir: string, migrate: boolean): Promise<OpenedEngine> {
  const pglite = await PGlite.create(path.join(dir, 'pgdata'));
  if (migrate) for (const sql of migrationSql('postgresql')) await pglite.exec(sql);
  const db = new PrismaClient({ adapter: adapterFor(pglite) });
  await db.$connect();
  return {
    db,
    async close() {
      await db.$disconnect();
      await pglite.close();
    },
  };
}

export const PGLITE_OPENERS: EngineOpener[] = [
  {
    label: 'PGlite, first start: open (WASM, initdb) + migration SQL + connect',
    workload: false,
    open: (dir) => openPglite(dir, true),
  },
  {
    label: 'PGlite, restart: open the existing folder + connect',
    workload: true,
    open: (dir) => openPglite(dir, false),
  },
];
