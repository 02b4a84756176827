import type { AppContext } from '../../../context.js';
import type { ValidationErrors } from '../../../../common/types/shared.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { flushOutbox, queueAllAfterCommit } from '../../../jobs/outbox.js';
import { newMemberVerificationJob } from '../email-verification.js';
import { EMAIL_TAKEN, emailTaken } from '../registration.js';
import { findPostCode } from '../../post-codes/index.js';
import { UNKNOWN_POST_CODE } from '../post-codes.js';
import { consentRequestJob, dateOnly, isOwnAddress, OWN_ADDRESS_AS_GUARDIAN } from '../../members/index.js';
import { firstUnfinished, LAST_STEP, needsGuardian, type RegistrationProgress, type Step } from './progress.js';

/** The registration cannot finish: the member must (re)do `step`, which gets the errors, if any. */
export class StepRefused extends Error {
  constructor(
    readonly step: Step,
    readonly errors?: ValidationErrors,
  ) {
    super(`Registration step ${step} must be done again`);
  }
}

/**
 * Creates the account (and the guardian, whose consent is pending until they answer the mailed request)
 * and their mails from the finished steps in one transaction, re-checking what may have changed since the
 * steps were filled in.
 */
export async function completeRegistration(
  context: Pick<AppContext, 'config' | 'db' | 'now' | 'jobs' | 'logger'>,
  progress: RegistrationProgress,
) {
  const now = context.now();
  const unfinished = firstUnfinished(progress, now);
  const { account, about, phone, guardian } = progress;
  if (unfinished !== LAST_STEP || !account || !about || !phone) throw new StepRefused(unfinished);
  const postCode = await findPostCode(context, about.postCode);
  if (!postCode) throw new StepRefused(2, UNKNOWN_POST_CODE);
  if (await emailTaken(context.db, account.email)) throw new StepRefused(1, EMAIL_TAKEN);
  const guardianData = needsGuardian(progress, now) && guardian ? { ...guardian, consentStateAt: now } : undefined;
  // The address may have changed at step 1 since the guardian was named.
  if (guardianData && isOwnAddress(account.email, guardianData.email))
    throw new StepRefused(4, OWN_ADDRESS_AS_GUARDIAN);
  try {
    const created = await context.db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: account.name,
          email: account.email,
          passwordHash: account.passwordHash,
          birthDate: dateOnly(about.birthDate),
          postCodeId: postCode.id,
          phone: phone.phone,
        },
        select: { id: true, name: true, email: true },
      });
      const named = guardianData
        ? await tx.guardian.create({ data: { userId: user.id, ...guardianData }, select: { id: true } })
        : null;
      // The mails are written with the account, so a crash after the commit cannot lose them.
      const jobs = await queueAllAfterCommit(tx, now, [
        newMemberVerificationJob(context, user),
        named ? consentRequestJob(named.id) : null,
      ]);
      return { user, jobs };
    });
    await flushOutbox(context, created.jobs);
    return created.user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new StepRefused(1, EMAIL_TAKEN);
    throw error;
  }
}
