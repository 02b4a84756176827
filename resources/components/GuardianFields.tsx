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
      <RelationshipField legend={t('guardian.relationship')} form={form} />
    </>
  );
}

/** How a guardian is related to the child (parent, legal guardian, other), for any form with that field. */
export function RelationshipField<Form extends { relationship: GuardianRelationship | '' }>({
  legend,
  form,
}: {
  legend: string;
  form: InertiaFormProps<Form>;
}) {
  const { t } = useTranslation();
  // Every such form has a `relationship` field; the cast only tells the form library which one.
  const field = form as unknown as InertiaFormProps<{ relationship: GuardianRelationship | '' }>;
  return (
    <RadioGroupField
      legend={legend}
      name="relationship"
      options={GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: t(`guardian.relationships.${value}`) }))}
      value={field.data.relationship}
      onChange={(value) => field.setData('relationship', value)}
      error={field.errors.relationship}
      disabled={field.processing}
    />
  );
}
