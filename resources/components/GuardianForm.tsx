import { useForm, type InertiaFormProps } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { FormActions } from './settings/FormActions';
import { SubmitButton } from './ui/SubmitButton';
import { GuardianFields, type GuardianForm as GuardianValues } from './GuardianFields';

/** A guardian's details with one submit button; `send` decides where they go (settings, or the family page). */
export function GuardianForm({
  initial,
  submitLabel,
  send,
}: {
  initial: GuardianValues;
  submitLabel: string;
  send: (form: InertiaFormProps<GuardianValues>) => void;
}) {
  const form = useForm<GuardianValues>(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(form);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <GuardianFields form={form} />
      <FormActions>
        <SubmitButton form={form}>{submitLabel}</SubmitButton>
      </FormActions>
    </form>
  );
}
