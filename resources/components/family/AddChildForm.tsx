import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { GuardianRelationship } from '../../../common/guardian-relationships';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { RelationshipField } from '../GuardianFields';
import { PhoneField } from '../PhoneField';
import { FormActions } from '../settings/FormActions';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';

/** Adds a child who has no account: the guardian's consent is given by adding them. */
export function AddChildForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const form = useForm({ name: '', birthDate: '', phone, relationship: '' as GuardianRelationship | '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.settings.familyChildren(), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label={t('settings.familyPage.childName')} required maxLength={255} {...bindField(form, 'name')} />
      <TextField label={t('settings.familyPage.birthDate')} type="date" required {...bindField(form, 'birthDate')} />
      <PhoneField label={t('settings.familyPage.yourPhone')} required {...bindField(form, 'phone')} />
      <RelationshipField legend={t('settings.familyPage.yourRelationship')} form={form} />
      <FormActions>
        <SubmitButton form={form}>{t('settings.familyPage.add')}</SubmitButton>
      </FormActions>
    </form>
  );
}
