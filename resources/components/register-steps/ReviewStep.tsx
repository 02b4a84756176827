import { Link, useForm } from '@inertiajs/react';
import type { FormEvent, ReactNode } from 'react';
import { formatCalendarDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { ReviewData, StepNumber, StepSummary } from '../../../common/types/register-steps';

export function ReviewStep({ steps, review }: { steps: StepSummary[]; review: ReviewData }) {
  const { t } = useTranslation();
  const form = useForm({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(5), { preserveScroll: true });
  };

  // Label, value and change link sit in three columns so every row lines up.
  const row = (label: string, value: ReactNode, step: StepNumber) => (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto]">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="col-start-1 text-sm break-words text-gray-900 sm:col-start-2 sm:row-start-1 dark:text-gray-100">
        {value}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1 text-sm sm:col-start-3 sm:row-span-1">
        <Link
          href={`${routes.registerSteps.show()}?step=${step}`}
          aria-label={t('auth.steps.edit', { name: label })}
          className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('auth.steps.change')}
        </Link>
      </dd>
    </div>
  );

  const guardian = review.guardian;
  return (
    <form onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.steps.reviewIntro')}</p>
      <dl className="divide-y divide-gray-200 dark:divide-gray-700">
        {row(t('auth.steps.fields.name'), review.name, 1)}
        {row(t('auth.steps.fields.email'), review.email, 1)}
        {row(t('auth.steps.fields.birthDate'), review.birthDate && formatCalendarDate(review.birthDate), 2)}
        {row(t('auth.steps.fields.postCode'), review.postCode, 2)}
        {row(t('auth.steps.fields.phone'), review.phone ?? t('auth.steps.noPhone'), 3)}
        {guardian &&
          row(
            t('auth.steps.fields.guardian'),
            <>
              {guardian.name} ({t(`guardian.relationships.${guardian.relationship}`)})
              <br />
              {guardian.email}
              <br />
              {guardian.phone}
            </>,
            4,
          )}
      </dl>
      <StepActions steps={steps} step={5} form={form} label={t('auth.steps.confirm')} />
    </form>
  );
}
