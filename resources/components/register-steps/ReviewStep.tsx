import { Link, useForm } from '@inertiajs/react';
import type { FormEvent, ReactNode } from 'react';
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

  const row = (label: string, value: ReactNode, step: StepNumber) => (
    <div className="flex flex-wrap items-baseline justify-between gap-2 py-3">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-3 text-sm text-gray-900 dark:text-gray-100">
        <span>{value}</span>
        <Link
          href={`${routes.registerSteps.show()}?step=${step}`}
          className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('auth.steps.edit', { name: label })}
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
        {row(t('auth.steps.fields.birthDate'), review.birthDate, 2)}
        {row(t('auth.steps.fields.postCode'), review.postCode, 2)}
        {row(t('auth.steps.fields.phone'), review.phone ?? t('auth.steps.noPhone'), 3)}
        {guardian &&
          row(
            t('auth.steps.fields.guardian'),
            `${guardian.name} (${t(`guardian.relationships.${guardian.relationship}`)}), ${guardian.email}, ${guardian.phone}`,
            4,
          )}
      </dl>
      <StepActions steps={steps} step={5} processing={form.processing} label={t('auth.steps.confirm')} />
    </form>
  );
}
