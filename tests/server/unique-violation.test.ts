import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/errors.js';
import { sql } from '../../server/db/statements.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();

const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('The statement should have failed.');
    },
    (error: unknown) => error,
  );

describe('telling a unique violation apart', () => {
  it('recognises one from a Prisma query and from a raw statement, on either database', async () => {
    const { db } = database.check;
    await db.postCode.create({ data: { code: 'UNIQ 1', placeName: 'First' } });
    const byQuery = await failure(db.postCode.create({ data: { code: 'UNIQ 1', placeName: 'Again' } }));
    const byRaw = await failure(
      db.$executeRaw`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES ('UNIQ 1', 'Raw', ${new Date()})`,
    );
    const byStatement = await failure(
      database.check.statements.run(
        sql`INSERT INTO "PostCode" ("code", "placeName", "updatedAt") VALUES ('UNIQ 1', 'Direct', ${new Date()})`,
      ),
    );
    expect(isUniqueViolation(byQuery)).toBe(true);
    expect(isUniqueViolation(byRaw)).toBe(true);
    expect(isUniqueViolation(byStatement)).toBe(true);
  });

  it('does not take another failure of a raw statement for one', async () => {
    const { db } = database.check;
    const missingValue = await failure(db.$executeRaw`INSERT INTO "PostCode" ("code") VALUES ('UNIQ 2')`);
    const missingTable = await failure(db.$queryRaw`SELECT * FROM "NoSuchTable"`);
    const missingByStatement = await failure(
      database.check.statements.run(sql`INSERT INTO "PostCode" ("code") VALUES ('UNIQ 2')`),
    );
    expect(isUniqueViolation(missingValue)).toBe(false);
    expect(isUniqueViolation(missingByStatement)).toBe(false);
    expect(isUniqueViolation(missingTable)).toBe(false);
    expect(isUniqueViolation(new Error('P2002'))).toBe(false);
  });
});
