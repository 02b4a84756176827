import type { Database } from '../../db.js';

export const UNKNOWN_POST_CODE = { postCode: 'Choose a post code from the list.' };

/** The codes members may choose from, for the form's suggestion list. */
export async function postCodeChoices(db: Database) {
  return db.postCode.findMany({ select: { code: true, placeName: true }, orderBy: { code: 'asc' } });
}
