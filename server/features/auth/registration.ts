import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ValidationFailed } from '../../http/validation.js';

export const EMAIL_TAKEN = { email: 'This e-mail address is already registered.' };

/** Whether any account, active or deleted, holds the (lower-cased) address. */
export async function emailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.user.count({ where: { email: email.toLowerCase() } })) > 0;
}

/** Refuses an address someone already holds, with the e-mail field error. */
export async function ensureEmailFree({ db }: Pick<AppContext, 'db'>, email: string): Promise<void> {
  if (await emailTaken(db, email)) throw new ValidationFailed(EMAIL_TAKEN);
}

/** Creates the member from the one-page form, refusing a taken address even when two requests race. */
export async function createMember(
  { db }: Pick<AppContext, 'db'>,
  input: { name: string; email: string; passwordHash: string },
) {
  await ensureEmailFree({ db }, input.email);
  try {
    return await db.user.create({ data: input, select: { id: true, name: true, email: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed(EMAIL_TAKEN);
    throw error;
  }
}
