import { Link } from '@inertiajs/react';
import { CheckIcon } from '../icons';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { StepNumber, StepSummary } from '../../../common/types/register-steps';

type State = 'done' | 'current' | 'coming';

const marks: Record<State, string> = {
  done: 'border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-gray-950',
  current: 'border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-gray-950',
  coming: 'border-dashed border-gray-400 bg-transparent text-gray-700 dark:border-gray-500 dark:text-gray-300',
};

const names: Record<State, string> = {
  done: 'text-gray-800 dark:text-gray-100',
  current: 'font-semibold text-indigo-800 dark:text-indigo-200',
  coming: 'text-gray-600 dark:text-gray-300',
};

const stateLabels = { done: 'auth.steps.done', current: 'auth.steps.current', coming: 'auth.steps.coming' } as const;

/**
 * The steps in one row: done ones ticked (and linking back so they can be changed), the current one
 * filled, the coming ones outlined. Only the current step shows its name (the others say theirs to
 * screen readers), so the row fits a phone without wrapping.
 */
export function StepProgress({ steps, current }: { steps: StepSummary[]; current: StepNumber }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('auth.steps.progress')} className="mb-8">
      <ol className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm">
        {steps.map(({ step, done }, index) => {
          const state: State = step === current ? 'current' : done ? 'done' : 'coming';
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold ${marks[state]}`}
              >
                {state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className={`${state === 'current' ? '' : 'sr-only'} ${names[state]}`}>
                <span className="sr-only">{index + 1}. </span>
                {t(`auth.steps.names.${step}`)}
              </span>
              <span className="sr-only"> ({t(stateLabels[state])})</span>
            </>
          );
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <Link
                  href={`${routes.registerSteps.show()}?step=${step}`}
                  className="flex items-center gap-1.5 rounded-full underline-offset-2 hover:underline"
                >
                  {content}
                </Link>
              ) : (
                <span className="flex items-center gap-1.5">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
