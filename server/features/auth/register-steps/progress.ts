import type { GuardianRelationship } from '../../../../common/guardian-relationships.js';
import { dateOnly, isMinor } from '../../members/index.js';

export interface RegistrationProgress {
  account?: { name: string; email: string; passwordHash: string };
  about?: { birthDate: string; postCode: string };
  phone?: { phone: string | null };
  guardian?: { name: string; email: string; phone: string; relationship: GuardianRelationship };
}

export const STEPS = [1, 2, 3, 4, 5] as const;
export type Step = (typeof STEPS)[number];
export const GUARDIAN_STEP: Step = 4;
export const LAST_STEP: Step = 5;

export function parseStep(value: unknown): Step | null {
  const number = Number(value);
  return STEPS.find((step) => step === number && String(value) === String(step)) ?? null;
}

/** The guardian step applies once the birth date says the member is under 18 today. */
export const needsGuardian = (progress: RegistrationProgress, today: Date) =>
  !!progress.about && isMinor(dateOnly(progress.about.birthDate), today);

export const applies = (step: Step, progress: RegistrationProgress, today: Date) =>
  step !== GUARDIAN_STEP || needsGuardian(progress, today);

/** The first step still to fill in (the review step when everything before it is done). */
export function firstUnfinished(progress: RegistrationProgress, today: Date): Step {
  if (!progress.account) return 1;
  if (!progress.about) return 2;
  if (!progress.phone) return 3;
  if (needsGuardian(progress, today) && !progress.guardian) return GUARDIAN_STEP;
  return LAST_STEP;
}

/** The step a visit shows: the asked one when it is reachable and applies, otherwise the first unfinished. */
export function stepToShow(asked: Step | null, progress: RegistrationProgress, today: Date): Step {
  const current = firstUnfinished(progress, today);
  return asked !== null && asked <= current && applies(asked, progress, today) ? asked : current;
}

/** The steps the member walks through, for the progress list: the guardian step once a birth date asks for it. */
export function visibleSteps(progress: RegistrationProgress, today: Date) {
  const current = firstUnfinished(progress, today);
  return STEPS.filter((step) => applies(step, progress, today)).map((step) => ({
    step,
    done: step < current,
  }));
}
