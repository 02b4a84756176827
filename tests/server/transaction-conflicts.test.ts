// Two transactions that take the same two rows in opposite orders: PostgreSQL aborts one of them as a
// deadlock's victim, and the request it served would fail. Both ways of running a transaction run the
// victim again, so both commit. (SQLite lets one write transaction run at a time, so it never deadlocks;
// there the same test shows that both still commit.)
import { describe, expect, it } from 'vitest';
import { sql, type StatementRunner } from '../../server/db/statements.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();

/** Waits until `parties` callers arrived, or `patienceMs` passed (SQLite runs the second only after the first). */
function meeting(parties: number, patienceMs: number): () => Promise<void> {
  let arrived = 0;
  let everyoneArrived = () => {};
  const everyone = new Promise<void>((resolve) => (everyoneArrived = resolve));
  return async () => {
    arrived += 1;
    if (arrived >= parties) everyoneArrived();
    await Promise.race([everyone, new Promise((resolve) => setTimeout(resolve, patienceMs))]);
  };
}

const PATIENCE_MS = 1_000;

async function postCodes(codes: string[]): Promise<number[]> {
  const { db } = database.check;
  const rows = await Promise.all(codes.map((code) => db.postCode.create({ data: { code, placeName: code } })));
  return rows.map((row) => row.id);
}

describe('transactions that deadlock', () => {
  it('both commit through the client: the one aborted is run again', async () => {
    const { db } = database.check;
    const [first, second] = await postCodes(['DL 1', 'DL 2']);
    const bothHoldOne = meeting(2, PATIENCE_MS);
    let attempts = 0;
    const takeInTurn = (name: string, ids: number[]) =>
      db.$transaction(async (tx) => {
        attempts += 1;
        await tx.postCode.update({ where: { id: ids[0] }, data: { placeName: name } });
        await bothHoldOne();
        await tx.postCode.update({ where: { id: ids[1] }, data: { placeName: name } });
        await tx.postCode.create({ data: { code: `DL ${name}`, placeName: name } });
      });
    await Promise.all([takeInTurn('forth', [first!, second!]), takeInTurn('back', [second!, first!])]);
    const written = await db.postCode.findMany({ where: { code: { in: ['DL forth', 'DL back'] } } });
    expect(written.map(({ code }) => code).sort()).toEqual(['DL back', 'DL forth']);
    expect(attempts).toBe(database.check.provider === 'postgresql' ? 3 : 2);
  });

  it('both commit through the statements without the client', async () => {
    const { statements, db } = database.check;
    const [first, second] = await postCodes(['DL 3', 'DL 4']);
    const bothHoldOne = meeting(2, PATIENCE_MS);
    let attempts = 0;
    const rename = (tx: StatementRunner, id: number, name: string) =>
      tx.run(sql`UPDATE "PostCode" SET "placeName" = ${name} WHERE "id" = ${id}`);
    const takeInTurn = (name: string, ids: number[]) =>
      statements.transaction(async (tx) => {
        attempts += 1;
        await rename(tx, ids[0]!, name);
        await bothHoldOne();
        await rename(tx, ids[1]!, name);
        await tx.run(
          sql`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES (${`DL ${name}`}, ${name}, ${new Date()})`,
        );
      });
    await Promise.all([takeInTurn('there', [first!, second!]), takeInTurn('again', [second!, first!])]);
    const written = await db.postCode.findMany({ where: { code: { in: ['DL there', 'DL again'] } } });
    expect(written.map(({ code }) => code).sort()).toEqual(['DL again', 'DL there']);
    expect(attempts).toBe(database.check.provider === 'postgresql' ? 3 : 2);
  });
});
