import { Head } from '@inertiajs/react';
import { AddChildForm } from '../../components/family/AddChildForm';
import { ChildCard } from '../../components/family/ChildCard';
import { SettingsSection } from '../../components/settings/SettingsSection';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import type { PageProps } from '../../../common/types/pages';

/** The guardian's children (SPEC §10): each with consent, tickets, care, collectors and door notices. */
export default function Family({ children, cameOfAge, phone, mayAddChildren }: PageProps['settings/Family']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('settings.familyPage.heading')} />
      <PageHeader title={t('settings.familyPage.heading')} description={t('settings.familyPage.description')} />
      {children.length === 0 && cameOfAge.length === 0 && mayAddChildren && (
        <p className="mb-10 text-gray-600 dark:text-gray-300">{t('settings.familyPage.empty')}</p>
      )}
      {children.map((child) => (
        <ChildCard key={child.id} child={child} />
      ))}
      {cameOfAge.map(({ id, name }) => (
        <p key={id} className="mb-10 text-gray-600 dark:text-gray-300">
          {t('settings.familyPage.cameOfAge', { name })}
        </p>
      ))}
      {mayAddChildren ? (
        <SettingsSection title={t('settings.familyPage.addChild')} description={t('settings.familyPage.addChildHint')}>
          <AddChildForm phone={phone} />
        </SettingsSection>
      ) : (
        <p className="text-gray-600 dark:text-gray-300">{t('settings.familyPage.addChildAdultsOnly')}</p>
      )}
    </>
  );
}
