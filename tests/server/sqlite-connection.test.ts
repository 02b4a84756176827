// The embedded database's connection as Prisma's adapter uses it (server/db/sqlite-connection.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAdapterFactory } from '../../server/db/adapter.js';
import { keptStatements } from '../../server/db/sqlite-connection.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-sqlite-connection-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function databaseFile(name: string): string {
  const file = path.join(folder, `${name}.db`);
  const setup = new Database(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  setup.close();
  return file;
}

const query = (sql: string, args: string[] = []) => ({
  sql,
  args,
  argTypes: args.map(() => ({ scalarType: 'string' as const, arity: 'scalar' as const })),
});

describe('the connection behind the SQLite adapter', () => {
  it('prepares each SQL text once and runs it with each call’s arguments', () => {
    const database = new Database(databaseFile('kept'));
    const prepare = vi.spyOn(database, 'prepare');
    const connection = keptStatements(database);
    connection.prepare('INSERT INTO note (text) VALUES (?)').bind(['first']).run();
    connection.prepare('INSERT INTO note (text) VALUES (?)').bind(['second']).run();
    const select = 'SELECT text FROM note WHERE id >= ? ORDER BY id';
    expect(connection.prepare(select).bind([1]).raw().all()).toEqual([['first'], ['second']]);
    expect(connection.prepare(select).bind([2]).raw().all()).toEqual([['second']]);
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['INSERT INTO note (text) VALUES (?)', select]);
    database.close();
  });

  it('begins the adapter’s transactions IMMEDIATE, so another process waits for the write lock', async () => {
    const file = databaseFile('immediate');
    const adapter = await createAdapterFactory(`file:${file}`).connect();
    const otherProcess = new Database(file, { timeout: 0 });
    try {
      const transaction = await adapter.startTransaction();
      // Nothing written yet: a deferred BEGIN would hold no lock, and the other writer would get in.
      expect(() => otherProcess.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
      await transaction.executeRaw(query('INSERT INTO note (text) VALUES (?)', ['inside']));
      await transaction.executeRaw(query('COMMIT'));
      await transaction.commit();
      otherProcess.exec('BEGIN IMMEDIATE');
      otherProcess.exec('COMMIT');
      expect(otherProcess.prepare('SELECT text FROM note').pluck().all()).toEqual(['inside']);
    } finally {
      otherProcess.close();
      await adapter.dispose();
    }
  });
});
