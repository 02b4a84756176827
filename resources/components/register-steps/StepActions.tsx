import { Link } from '@inertiajs/react';
import { SubmitButton } from '../ui/SubmitButton';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { previousStep, type StepNumber, type StepSummary } from '../../../common/types/register-steps';

/** Back (to the previous step, keeping what was entered there) and the submit button. */
export function StepActions({
  steps,
  step,
  form,
  label,
}: {
  steps: StepSummary[];
  step: StepNumber;
  /** The step's Inertia form. */
  form: { processing: boolean; hasErrors: boolean };
  label: string;
}) {
  const { t } = useTranslation();
  const back = previousStep(steps, step);
  return (
    <div className="flex items-center justify-between gap-4 pt-2">
      {back !== null ? (
        <Link
          href={`${routes.registerSteps.show()}?step=${back}`}
          className="text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('auth.steps.back')}
        </Link>
      ) : (
        <span />
      )}
      <SubmitButton form={form}>{label}</SubmitButton>
    </div>
  );
}
