import type { CollectorView, GuardianView } from '../../../common/types/settings';
import { formatPhone } from '../../lib/format-phone';
import { useTranslation } from '../../lib/i18n';
import { GuardianFacts } from './GuardianFacts';
import { SettingsSection } from './SettingsSection';

/**
 * Who acts for the member besides the guardian they named: the second guardian and the adults a
 * guardian allowed to collect them at the door. Read only: a guardian changes them on their family page.
 */
export function ActingForYou({
  secondGuardian,
  collectors,
}: {
  secondGuardian: GuardianView | null;
  collectors: readonly CollectorView[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <SettingsSection
        title={t('settings.guardianForm.secondGuardian')}
        description={t('settings.guardianForm.addedByGuardian')}
      >
        {secondGuardian ? (
          <GuardianFacts guardian={secondGuardian} />
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{t('settings.guardianForm.noSecondGuardian')}</p>
        )}
      </SettingsSection>
      <SettingsSection
        title={t('settings.guardianForm.collectors')}
        description={t('settings.guardianForm.addedByGuardian')}
      >
        {collectors.length > 0 ? (
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-gray-50 dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {collectors.map((adult, index) => (
              <li key={index} className="px-5 py-4">
                <p className="font-medium text-gray-900 dark:text-white">
                  {adult.name}{' '}
                  <span className="font-normal text-gray-600 dark:text-gray-300">({adult.relationship})</span>
                </p>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{formatPhone(adult.phone, t)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{t('settings.guardianForm.noCollectors')}</p>
        )}
      </SettingsSection>
    </>
  );
}
