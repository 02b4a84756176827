// Statements sent to the driver's adapter without Prisma's client (server/db/statements.ts): the door's
// scans run on them, so they must read, write and commit as Prisma does, on either database.
import { describe, expect, it } from 'vitest';
import { dialectOf } from '../../server/db/dialect.js';
import { column, sql } from '../../server/db/statements.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();
const dialect = () => dialectOf(database.check.provider);

const POST_CODE = { id: column.int, code: column.text, placeName: column.text, updatedAt: column.date };

describe('statements without the client', () => {
  it('send values as parameters and read each column as one type, whichever database', async () => {
    const { statements, db } = database.check;
    const at = new Date('2026-11-26T12:34:56.789Z');
    const tricky = `Quote's "place"; -- not a comment`;
    expect(
      await statements.run(
        sql`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES (${'ST 1'}, ${tricky}, ${at})`,
      ),
    ).toBe(1);
    const [row] = await statements.rows(sql`SELECT * FROM "PostCode" WHERE "code" = ${'ST 1'}`, POST_CODE);
    const stored = await db.postCode.findUniqueOrThrow({ where: { code: 'ST 1' } });
    expect(row).toEqual({ id: stored.id, code: 'ST 1', placeName: tricky, updatedAt: at });
    expect(stored.updatedAt).toEqual(at);
    const [flags] = await statements.rows(
      sql`SELECT ${true} = TRUE AS "yes", ${false} = TRUE AS "no", COUNT(*) AS "count", NULL AS "nothing"
          FROM "PostCode"`,
      { yes: column.bool, no: column.bool, count: column.int, nothing: column.orNull(column.int) },
    );
    expect(flags).toEqual({ yes: true, no: false, count: 1, nothing: null });
    await expect(
      statements.rows(sql`SELECT "code" FROM "PostCode"`, { code: column.text, placename: column.text }),
    ).rejects.toThrow('no column "placename"');
  });

  it('commit a transaction whole, and roll all of it back when it throws', async () => {
    const { statements, db } = database.check;
    const insert = (code: string) =>
      sql`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES (${code}, 'Tx', ${new Date()})`;
    await statements.transaction(async (tx) => {
      await tx.run(insert('TX 1'));
      await tx.run(insert('TX 2'));
    });
    await expect(
      statements.transaction(async (tx) => {
        await tx.run(insert('TX 3'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const codes = (await db.postCode.findMany({ where: { placeName: 'Tx' }, orderBy: { code: 'asc' } })).map(
      (postCode) => postCode.code,
    );
    expect(codes).toEqual(['TX 1', 'TX 2']);
  });

  it("take turns with Prisma's own transactions: fifty increments at once lose none", async () => {
    const { statements, db } = database.check;
    const { id } = await db.postCode.create({ data: { code: 'TURN', placeName: '0' } });
    const read = async (tx: Parameters<Parameters<typeof statements.transaction>[0]>[0]) => {
      const [row] = await tx.rows(sql`SELECT "placeName" FROM "PostCode" WHERE "id" = ${id}`, {
        placeName: column.text,
      });
      return Number(row?.placeName);
    };
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? statements.transaction(async (tx) => {
              await dialect().lockForUpdate(() =>
                tx.rows(sql`SELECT "id" FROM "PostCode" WHERE "id" = ${id} FOR UPDATE`, {}),
              );
              const value = await read(tx);
              await tx.run(sql`UPDATE "PostCode" SET "placeName" = ${String(value + 1)} WHERE "id" = ${id}`);
            })
          : db.$transaction(async (tx) => {
              await dialect().lockForUpdate(
                () => tx.$queryRaw`SELECT "id" FROM "PostCode" WHERE "id" = ${id} FOR UPDATE`,
              );
              const row = await tx.postCode.findUniqueOrThrow({ where: { id } });
              await tx.postCode.update({ where: { id }, data: { placeName: String(Number(row.placeName) + 1) } });
            }),
      ),
    );
    expect((await db.postCode.findUniqueOrThrow({ where: { id } })).placeName).toBe('50');
  });
});
