import type { GuardianView } from '../../../common/types/settings';
import { formatDateTime } from '../../lib/format-date';
import { formatPhone } from '../../lib/format-phone';
import { useTranslation } from '../../lib/i18n';
import { FactList } from '../ui/FactList';

/** A guardian on file as the member sees them: contact details and their answer to the consent request. */
export function GuardianFacts({ guardian }: { guardian: GuardianView }) {
  const { t } = useTranslation();
  return (
    <FactList
      facts={[
        { label: t('guardian.name'), value: guardian.name },
        { label: t('guardian.email'), value: guardian.email },
        { label: t('guardian.phone'), value: formatPhone(guardian.phone, t) },
        { label: t('guardian.relationship'), value: t(`guardian.relationships.${guardian.relationship}`) },
        {
          label: t('settings.guardianForm.consent'),
          value: t(`settings.guardianForm.consentStates.${guardian.consent.state}`, {
            date: formatDateTime(guardian.consent.at),
          }),
        },
      ]}
    />
  );
}
