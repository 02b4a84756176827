import type { InertiaFormProps } from '@inertiajs/react';
import { bindField } from '../lib/bind-field';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../../common/guardian-relationships';
import { useTranslation } from '../lib/i18n';
import { PhoneField } from './PhoneField';
import { CheckboxField } from './ui/CheckboxField';
import { RadioGroupField } from './ui/RadioGroupField';
import { TextField } from './ui/TextField';

export type GuardianForm = {
  name: string;
  email: string;
  phone: string;
  relationship: GuardianRelationship | '';
  consent: boolean;
};

/** The guardian of a minor: who they are, how to reach them, and their consent. Used at registration and in settings. */
export function GuardianFields({
  form,
  autoFocus = false,
}: {
  form: InertiaFormProps<GuardianForm>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('guardian.name')}
        required
        autoFocus={autoFocus}
        maxLength={255}
        {...bindField(form, 'name')}
      />
      <TextField label={t('guardian.email')} type="email" required maxLength={255} {...bindField(form, 'email')} />
      <PhoneField label={t('guardian.phone')} required {...bindField(form, 'phone')} />
      <RadioGroupField
        legend={t('guardian.relationship')}
        name="relationship"
        options={GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: t(`guardian.relationships.${value}`) }))}
        value={form.data.relationship}
        onChange={(value) => form.setData('relationship', value)}
        error={form.errors.relationship}
        disabled={form.processing}
      />
      <CheckboxField
        label={t('guardian.consent')}
        name="consent"
        required
        checked={form.data.consent}
        onChange={(event) => form.setData('consent', event.target.checked)}
        error={form.errors.consent}
        disabled={form.processing}
      />
    </>
  );
}
