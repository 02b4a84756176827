import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ValidationFailed } from '../../http/validation.js';
import { flushOutbox, queueAllAfterCommit } from '../../jobs/outbox.js';
import { newMemberVerificationJob } from './email-verification.js';

export const EMAIL_TAKEN = { email: 'This e-mail address is already registered.' };

/** Whether any account, active or deleted, holds the (lower-cased) address. */
export async function emailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.user.count({ where: { email: email.toLowerCase() } })) > 0;
}

/** Refuses an address someone already holds, with the e-mail field error. */
export async function ensureEmailFree({ db }: Pick<AppContext, 'db'>, email: string): Promise<void> {
  if (await emailTaken(db, email)) throw new ValidationFailed(EMAIL_TAKEN);
}

/**
 * Creates the member from the one-page form, refusing a taken address even when two requests race, with
 * their verification mail written in the same transaction.
 */
export async function createMember(
  context: Pick<AppContext, 'config' | 'db' | 'jobs' | 'logger' | 'now'>,
  input: { name: string; email: string; passwordHash: string },
) {
  await ensureEmailFree(context, input.email);
  try {
    const { user, jobs } = await context.db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: input, select: { id: true, name: true, email: true } });
      const jobs = await queueAllAfterCommit(tx, context.now(), [newMemberVerificationJob(context, user)]);
      return { user, jobs };
    });
    await flushOutbox(context, jobs);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed(EMAIL_TAKEN);
    throw error;
  }
}
