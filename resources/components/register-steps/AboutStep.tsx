import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { TextField } from '../ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { StepActions } from './StepActions';
import type { StepSummary } from '../../../common/types/register-steps';
import { bindField } from '../../lib/bind-field';

interface Props {
  steps: StepSummary[];
  values: { birthDate: string; postCode: string };
  today: string;
  postCodes: { code: string; placeName: string }[];
}

export function AboutStep({ steps, values, today, postCodes }: Props) {
  const { t } = useTranslation();
  const form = useForm(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.registerSteps.submit(2), { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('auth.steps.birthDate')}
        type="date"
        autoComplete="bday"
        required
        autoFocus
        max={today}
        {...bindField(form, 'birthDate')}
      />
      <TextField
        label={t('auth.steps.postCode')}
        autoComplete="postal-code"
        required
        maxLength={20}
        list="register-post-codes"
        hint={postCodes[0] ? t('auth.steps.postCodeHint', { example: postCodes[0].code }) : undefined}
        {...bindField(form, 'postCode')}
      />
      <datalist id="register-post-codes">
        {postCodes.map((postCode) => (
          <option key={postCode.code} value={postCode.code}>
            {postCode.placeName}
          </option>
        ))}
      </datalist>
      <StepActions steps={steps} step={2} form={form} label={t('auth.steps.next')} />
    </form>
  );
}
