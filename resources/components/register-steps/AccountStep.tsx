import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { Notice } from '../ui/Notice';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { StepSummary } from '../../../common/types/register-steps';
import { AccountFields } from '../AccountFields';

interface Props {
  steps: StepSummary[];
  values: { name: string; email: string };
  hasPassword: boolean;
}

export function AccountStep({ steps, values, hasPassword }: Props) {
  const { t } = useTranslation();
  const form = useForm({ ...values, password: '', password_confirmation: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(1), {
      preserveScroll: true,
      onFinish: () => form.reset('password', 'password_confirmation'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <AccountFields
        form={form}
        passwordRequired={!hasPassword}
        beforePassword={hasPassword && <Notice>{t('auth.steps.keepPassword')}</Notice>}
      />
      <StepActions steps={steps} step={1} form={form} label={t('auth.steps.next')} />
    </form>
  );
}
