import type { InertiaFormProps } from '@inertiajs/react';
import { bindField } from '../lib/bind-field';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../../common/guardian-relationships';
import { useTranslation } from '../lib/i18n';
import { PhoneField } from './PhoneField';
import { RadioGroupField } from './ui/RadioGroupField';
import { TextField } from './ui/TextField';

export type GuardianForm = {
  name: string;
  email: string;
  phone: string;
  relationship: GuardianRelationship | '';
};

/**
 * The guardian of a minor: who they are and how to reach them. Consent is theirs to give, by the link we
 * mail them, so there is no box for the minor to tick. Used at registration and in settings.
 */
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
    </>
  );
}
