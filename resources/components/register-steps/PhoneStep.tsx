import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { TextField } from '../ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { StepSummary } from './types';

export function PhoneStep({ steps, values }: { steps: StepSummary[]; values: { phone: string } }) {
  const { t } = useTranslation();
  const form = useForm(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(3), { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('auth.steps.phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        autoFocus
        maxLength={40}
        hint={t('auth.steps.phoneHint')}
        value={form.data.phone}
        onChange={(event) => form.setData('phone', event.target.value)}
        error={form.errors.phone}
        disabled={form.processing}
      />
      <StepActions steps={steps} step={3} processing={form.processing} label={t('auth.steps.next')} />
    </form>
  );
}
