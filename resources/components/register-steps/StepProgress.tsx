import { Link } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { StepNumber, StepSummary } from '../../../common/types/register-steps';

/** The numbered list of steps; finished ones link back so they can be changed. */
export function StepProgress({ steps, current }: { steps: StepSummary[]; current: StepNumber }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('auth.steps.progress')} className="mb-8">
      <ol className="flex flex-wrap justify-center gap-2 text-sm">
        {steps.map(({ step, done }, index) => {
          const label = `${index + 1}. ${t(`auth.steps.names.${step}`)}`;
          const state = step === current ? t('auth.steps.current') : done ? t('auth.steps.done') : '';
          const classes =
            step === current
              ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-gray-950'
              : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100';
          return (
            <li key={step} aria-current={step === current ? 'step' : undefined}>
              {done && step !== current ? (
                <Link
                  href={`${routes.registerSteps.show()}?step=${step}`}
                  className={`block rounded-full px-3 py-1 underline-offset-2 hover:underline ${classes}`}
                >
                  {label} <span className="sr-only">({state})</span>
                </Link>
              ) : (
                <span className={`block rounded-full px-3 py-1 ${classes}`}>
                  {label} {state && <span className="sr-only">({state})</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
