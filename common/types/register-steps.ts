export type StepNumber = 1 | 2 | 3 | 4 | 5;
import type { GuardianRelationship } from '../guardian-relationships';

export type Relationship = GuardianRelationship;

export interface StepSummary {
  step: StepNumber;
  done: boolean;
}

export interface ReviewData {
  name: string;
  email: string;
  birthDate: string;
  postCode: string;
  phone: string | null;
  guardian: { name: string; email: string; phone: string; relationship: Relationship } | null;
}

interface Base {
  steps: StepSummary[];
}

export type RegisterStepsProps = Base &
  (
    | { step: 1; values: { name: string; email: string }; hasPassword: boolean }
    | {
        step: 2;
        values: { birthDate: string; postCode: string };
        today: string;
        postCodes: { code: string; placeName: string }[];
      }
    | { step: 3; values: { phone: string } }
    | {
        step: 4;
        values: { name: string; email: string; phone: string; relationship: Relationship | '' };
      }
    | { step: 5; review: ReviewData }
  );

/** The step before `step` the member walked through, for the Back link. */
export function previousStep(steps: StepSummary[], step: StepNumber): StepNumber | null {
  const earlier = steps.filter((summary) => summary.step < step);
  return earlier.length > 0 ? earlier[earlier.length - 1]!.step : null;
}
