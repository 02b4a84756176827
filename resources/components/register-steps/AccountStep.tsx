import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { StepSummary } from './types';

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
    form.post(routes.registerSteps.submit(1), { preserveScroll: true, onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('auth.register.name')}
        name="name"
        autoComplete="name"
        required
        autoFocus
        maxLength={255}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={form.errors.name}
        disabled={form.processing}
      />
      <TextField
        label={t('auth.register.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={255}
        value={form.data.email}
        onChange={(event) => form.setData('email', event.target.value)}
        error={form.errors.email}
        disabled={form.processing}
      />
      {hasPassword && <Notice>{t('auth.steps.keepPassword')}</Notice>}
      <TextField
        label={t('auth.register.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required={!hasPassword}
        value={form.data.password}
        onChange={(event) => form.setData('password', event.target.value)}
        error={form.errors.password}
        disabled={form.processing}
      />
      <TextField
        label={t('auth.register.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required={!hasPassword}
        value={form.data.password_confirmation}
        onChange={(event) => form.setData('password_confirmation', event.target.value)}
        error={form.errors.password_confirmation}
        disabled={form.processing}
      />
      <StepActions steps={steps} step={1} processing={form.processing} label={t('auth.steps.next')} />
    </form>
  );
}
