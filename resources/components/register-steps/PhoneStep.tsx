import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { PhoneField } from '../PhoneField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { StepSummary } from '../../../common/types/register-steps';
import { bindField } from '../../lib/bind-field';

export function PhoneStep({ steps, values }: { steps: StepSummary[]; values: { phone: string } }) {
  const { t } = useTranslation();
  const form = useForm(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(3), { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PhoneField label={t('auth.steps.phone')} autoComplete="tel" autoFocus {...bindField(form, 'phone')} />
      <StepActions steps={steps} step={3} form={form} label={t('auth.steps.next')} />
    </form>
  );
}
