import type { Database } from '../../db.js';

export const UNKNOWN_POST_CODE = { postCode: 'Choose a post code from the list.' };

/** Upper case without spaces: "1011ab", "1011 AB" and " 1011  ab " are the same code. */
export const normalisePostCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The codes members may choose from, for the form's suggestion list. */
export async function postCodeChoices(db: Database) {
  return db.postCode.findMany({ select: { code: true, placeName: true }, orderBy: { code: 'asc' } });
}

/** The PostCode row whose code matches the input once both are normalised, or null. */
export async function findPostCode(db: Database, input: string) {
  const wanted = normalisePostCode(input);
  const rows = await db.postCode.findMany({ select: { id: true, code: true, placeName: true } });
  return rows.find((row) => normalisePostCode(row.code) === wanted) ?? null;
}
