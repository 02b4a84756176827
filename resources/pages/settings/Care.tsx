import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { PhoneField } from '../../components/PhoneField';
import { FormActions } from '../../components/settings/FormActions';
import { SettingsSection } from '../../components/settings/SettingsSection';
import { BackLink } from '../../components/ui/BackLink';
import { Button } from '../../components/ui/Button';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { InputError } from '../../components/ui/InputError';
import { PageHeader } from '../../components/ui/PageHeader';
import { RadioGroupField } from '../../components/ui/RadioGroupField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { MAX_CARE_TEXT, MAX_EMERGENCY_CONTACTS, PHOTO_CONSENTS, type PhotoConsent } from '../../../common/care';
import type { CareView } from '../../../common/types/care';
import type { PageProps } from '../../../common/types/pages';

export default function Care({ care, child }: PageProps['settings/Care']) {
  const { t } = useTranslation();
  const heading = child ? t('settings.careForm.childHeading', { name: child.name }) : t('settings.careForm.heading');
  return (
    <>
      <Head title={heading} />
      {child && <BackLink href={routes.settings.family()} label={t('settings.familyPage.heading')} />}
      <PageHeader
        title={heading}
        description={
          child ? t('settings.careForm.childDescription', { name: child.name }) : t('settings.careForm.description')
        }
      />
      {care.updatedAt && (
        <p className="mb-6 text-sm text-gray-600 dark:text-gray-300">
          {t('settings.careForm.updated', { date: formatDateTime(care.updatedAt) })}
        </p>
      )}
      {/* A save remounts the form, so it shows what the server stored (numbers in international format). */}
      <CareForm
        key={care.updatedAt ?? ''}
        care={care}
        target={child ? routes.settings.familyCare(child.id) : routes.settings.care()}
      />
    </>
  );
}

interface ContactInput {
  name: string;
  phone: string;
  relationship: string;
}

const EMPTY_CONTACT: ContactInput = { name: '', phone: '', relationship: '' };

function CareForm({ care, target }: { care: CareView; target: string }) {
  const { t } = useTranslation();
  const form = useForm({
    allergies: care.allergies,
    medicalNotes: care.medicalNotes,
    photoConsent: care.photoConsent as PhotoConsent,
    emergencyContacts: care.emergencyContacts.map((contact): ContactInput => ({
      name: contact.name,
      phone: contact.phone.international,
      relationship: contact.relationship,
    })),
  });
  // Errors of the contacts come back by path, e.g. `emergencyContacts.1.phone`.
  const errors = form.errors as Record<string, string | undefined>;
  const contacts = form.data.emergencyContacts;

  const setContact = (index: number, field: keyof ContactInput, value: string) =>
    form.setData(
      'emergencyContacts',
      contacts.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.put(target, { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextAreaField
        label={t('settings.careForm.allergies')}
        hint={t('settings.careForm.allergiesHint')}
        name="allergies"
        rows={3}
        maxLength={MAX_CARE_TEXT}
        value={form.data.allergies}
        onChange={(event) => form.setData('allergies', event.target.value)}
        error={errors.allergies}
        disabled={form.processing}
      />
      <TextAreaField
        label={t('settings.careForm.medicalNotes')}
        hint={t('settings.careForm.medicalNotesHint')}
        name="medicalNotes"
        rows={4}
        maxLength={MAX_CARE_TEXT}
        value={form.data.medicalNotes}
        onChange={(event) => form.setData('medicalNotes', event.target.value)}
        error={errors.medicalNotes}
        disabled={form.processing}
      />
      <RadioGroupField
        legend={t('settings.careForm.photoConsent')}
        name="photoConsent"
        options={PHOTO_CONSENTS.map((value) => ({ value, label: t(`settings.careForm.photoConsents.${value}`) }))}
        value={form.data.photoConsent}
        onChange={(value) => form.setData('photoConsent', value)}
        error={errors.photoConsent}
        disabled={form.processing}
      />
      <SettingsSection title={t('settings.careForm.contacts')}>
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">
          {t('settings.careForm.contactsIntro', { max: MAX_EMERGENCY_CONTACTS })}
        </p>
        {contacts.length === 0 && (
          <p className="mb-4 text-gray-600 dark:text-gray-300">{t('settings.careForm.contactsNone')}</p>
        )}
        <ol className="space-y-6">
          {contacts.map((contact, index) => {
            const number = index + 1;
            const error = (field: keyof ContactInput) => errors[`emergencyContacts.${index}.${field}`];
            return (
              <li key={index}>
                <fieldset className="space-y-4 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
                  <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
                    {t('settings.careForm.contactHeading', { number })}
                  </legend>
                  <TextField
                    label={t('settings.careForm.contactName')}
                    name={`emergencyContacts[${index}][name]`}
                    autoComplete="off"
                    value={contact.name}
                    onChange={(event) => setContact(index, 'name', event.target.value)}
                    error={error('name')}
                    disabled={form.processing}
                  />
                  <PhoneField
                    label={t('settings.careForm.contactPhone')}
                    name={`emergencyContacts[${index}][phone]`}
                    autoComplete="off"
                    value={contact.phone}
                    onChange={(event) => setContact(index, 'phone', event.target.value)}
                    error={error('phone')}
                    disabled={form.processing}
                  />
                  <TextField
                    label={t('settings.careForm.contactRelationship')}
                    hint={t('settings.careForm.contactRelationshipHint')}
                    name={`emergencyContacts[${index}][relationship]`}
                    autoComplete="off"
                    value={contact.relationship}
                    onChange={(event) => setContact(index, 'relationship', event.target.value)}
                    error={error('relationship')}
                    disabled={form.processing}
                  />
                  <Button
                    variant="secondary"
                    disabled={form.processing}
                    onClick={() =>
                      form.setData(
                        'emergencyContacts',
                        contacts.filter((_, at) => at !== index),
                      )
                    }
                  >
                    {t('settings.careForm.removeContact', { number })}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <InputError message={errors.emergencyContacts} />
        {contacts.length < MAX_EMERGENCY_CONTACTS && (
          <div className="mt-4">
            <Button
              variant="secondary"
              disabled={form.processing}
              onClick={() => form.setData('emergencyContacts', [...contacts, EMPTY_CONTACT])}
            >
              {t('settings.careForm.addContact')}
            </Button>
          </div>
        )}
      </SettingsSection>
      <FormActions>
        <SubmitButton form={form}>{t('settings.careForm.save')}</SubmitButton>
      </FormActions>
    </form>
  );
}
