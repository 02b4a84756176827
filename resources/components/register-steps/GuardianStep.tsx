import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { GuardianFields } from '../GuardianFields';
import { Notice } from '../ui/Notice';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { Relationship, StepSummary } from '../../../common/types/register-steps';

interface Props {
  steps: StepSummary[];
  values: { name: string; email: string; phone: string; relationship: Relationship | '' };
}

export function GuardianStep({ steps, values }: Props) {
  const { t } = useTranslation();
  const form = useForm(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(4), { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Notice>{t('auth.steps.guardianIntro')}</Notice>
      <GuardianFields form={form} autoFocus />
      <StepActions steps={steps} step={4} form={form} label={t('auth.steps.next')} />
    </form>
  );
}
