import { useTranslation } from '../../lib/i18n';
import type { AttendeeCare } from '../../../common/types/care';

/** One attendee's care details in the attendee list (only ever sent to `events.manage`, audited). */
export function AttendeeCareDetails({ care }: { care: AttendeeCare | undefined }) {
  const { t } = useTranslation();
  if (!care) return <span className="text-gray-600 dark:text-gray-300">{t('admin.event.care.none')}</span>;
  const facts = [
    { label: t('admin.event.care.allergies'), value: care.allergies },
    { label: t('admin.event.care.medicalNotes'), value: care.medicalNotes },
    { label: t('admin.event.care.photos'), value: t(`settings.careForm.photoConsents.${care.photoConsent}`) },
  ].filter((fact) => fact.value !== '');
  return (
    <dl className="max-w-sm space-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="font-semibold">{fact.label}</dt>
          <dd className="whitespace-pre-line">{fact.value}</dd>
        </div>
      ))}
      {care.emergencyContacts.length > 0 && (
        <div>
          <dt className="font-semibold">{t('admin.event.care.contacts')}</dt>
          {care.emergencyContacts.map((contact) => (
            <dd key={contact.phone.e164 + contact.name}>
              {t('admin.event.care.contact', {
                name: contact.name,
                relationship: contact.relationship,
                phone: contact.phone.international,
              })}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}
