import type { AppContext } from '../../../context.js';
import type { RegisterStepsProps } from '../../../../common/types/register-steps.js';
import type { Database } from '../../../db.js';
import { presentPhone } from '../../members/index.js';
import { postCodeChoices } from '../post-codes.js';
import { needsGuardian, type RegistrationProgress, type Step, stepToShow, visibleSteps } from './progress.js';

/** What the RegisterSteps page needs for one step: never the password hash, only whether there is one. */
export async function stepPageProps(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { progress, asked }: { progress: RegistrationProgress; asked: Step | null },
): Promise<RegisterStepsProps> {
  const today = clock();
  const step = stepToShow(asked, progress, today);
  const { account, about, phone, guardian } = progress;
  const steps = visibleSteps(progress, today);
  switch (step) {
    case 1:
      return {
        step,
        steps,
        values: { name: account?.name ?? '', email: account?.email ?? '' },
        hasPassword: !!account,
      };
    case 2:
      return {
        step,
        steps,
        values: { birthDate: about?.birthDate ?? '', postCode: about?.postCode ?? '' },
        today: today.toISOString().slice(0, 10),
        postCodes: await postCodeChoices(db),
      };
    case 3:
      return { step, steps, values: { phone: phone?.phone ?? '' } };
    case 4:
      return {
        step,
        steps,
        values: {
          name: guardian?.name ?? '',
          email: guardian?.email ?? '',
          phone: guardian?.phone ?? '',
          relationship: guardian?.relationship ?? '',
        },
      };
    case 5:
      return { step, steps, review: await review(db, progress, today) };
  }
}

async function review(db: Database, progress: RegistrationProgress, today: Date) {
  const { account, about, phone, guardian } = progress;
  const postCode = about
    ? await db.postCode.findUnique({ where: { code: about.postCode }, select: { code: true, placeName: true } })
    : null;
  return {
    name: account?.name ?? '',
    email: account?.email ?? '',
    birthDate: about?.birthDate ?? '',
    postCode: postCode ? `${postCode.code} ${postCode.placeName}` : (about?.postCode ?? ''),
    phone: phone?.phone ? presentPhone(phone.phone).national : null,
    guardian:
      guardian && needsGuardian(progress, today)
        ? {
            name: guardian.name,
            email: guardian.email,
            phone: presentPhone(guardian.phone).national,
            relationship: guardian.relationship,
          }
        : null,
  };
}
