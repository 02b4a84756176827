// SQLite in one process has one connection: a statement sent outside a transaction while another
// request's transaction is open would run inside it, and vanish when that transaction rolls back (or be
// read by others before it commits). Statements outside a transaction wait until it is over.
import { describe, expect, it } from 'vitest';
import { sql } from '../../server/db/statements.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();

/** A transaction that writes, then waits until `release` is called, then fails and rolls back. */
function openTransactionThatFails(run: (work: () => Promise<void>) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let opened = () => {};
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  const outcome = run(async () => {
    opened();
    await released;
    throw new Error('rolled back on purpose');
  }).catch((error: unknown) => error);
  return { isOpen, release, outcome };
}

describe('a write outside a transaction, made while another transaction is open', () => {
  it.each([
    [
      "Prisma's client",
      (work: () => Promise<void>) =>
        database.check.db.$transaction(async (tx) => {
          await tx.postCode.create({ data: { code: 'ROLLED 1', placeName: 'gone' } });
          await work();
        }),
    ],
    [
      'the statements',
      (work: () => Promise<void>) =>
        database.check.statements.transaction(async (tx) => {
          await tx.run(
            sql`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES ('ROLLED 2', 'gone', ${new Date()})`,
          );
          await work();
        }),
    ],
  ])('survives the rollback of one opened by %s, and a read beside it sees nothing uncommitted', async (name, run) => {
    const { db } = database.check;
    const open = openTransactionThatFails(run);
    await open.isOpen;
    const written = db.postCode.create({ data: { code: `KEPT ${name}`, placeName: 'kept' } });
    const readMeanwhile = db.postCode.findMany({ where: { placeName: 'gone' } });
    // They may wait for the transaction to end (SQLite) or not (PostgreSQL): end it either way.
    setTimeout(open.release, 50);
    await written;
    expect(await readMeanwhile).toEqual([]);
    expect(await open.outcome).toBeInstanceOf(Error);
    const codes = (await db.postCode.findMany({ where: { placeName: { in: ['kept', 'gone'] } } })).map(
      ({ code }) => code,
    );
    expect(codes).toEqual([`KEPT ${name}`]);
    await db.postCode.deleteMany({ where: { placeName: 'kept' } });
  });
});
