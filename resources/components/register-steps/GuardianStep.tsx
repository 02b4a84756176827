import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../ui/CheckboxField';
import { Notice } from '../ui/Notice';
import { RadioGroupField } from '../ui/RadioGroupField';
import { TextField } from '../ui/TextField';
import { GUARDIAN_RELATIONSHIPS } from '../../lib/guardian-relationships';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { Relationship, StepSummary } from './types';

interface Props {
  steps: StepSummary[];
  values: { name: string; email: string; phone: string; relationship: Relationship | ''; consent: boolean };
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
      <TextField
        label={t('auth.steps.guardianName')}
        name="name"
        required
        autoFocus
        maxLength={255}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={form.errors.name}
        disabled={form.processing}
      />
      <TextField
        label={t('auth.steps.guardianEmail')}
        type="email"
        name="email"
        required
        maxLength={255}
        value={form.data.email}
        onChange={(event) => form.setData('email', event.target.value)}
        error={form.errors.email}
        disabled={form.processing}
      />
      <TextField
        label={t('auth.steps.guardianPhone')}
        type="tel"
        name="phone"
        required
        maxLength={40}
        hint={t('auth.steps.phoneHint')}
        value={form.data.phone}
        onChange={(event) => form.setData('phone', event.target.value)}
        error={form.errors.phone}
        disabled={form.processing}
      />
      <RadioGroupField
        legend={t('auth.steps.relationship')}
        name="relationship"
        options={GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: t(`auth.steps.relationships.${value}`) }))}
        value={form.data.relationship}
        onChange={(value) => form.setData('relationship', value)}
        error={form.errors.relationship}
        disabled={form.processing}
      />
      <CheckboxField
        label={t('auth.steps.consent')}
        name="consent"
        checked={form.data.consent}
        onChange={(event) => form.setData('consent', event.target.checked)}
        error={form.errors.consent}
        disabled={form.processing}
      />
      <StepActions steps={steps} step={4} processing={form.processing} label={t('auth.steps.next')} />
    </form>
  );
}
