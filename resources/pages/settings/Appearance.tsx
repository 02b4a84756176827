import { Head } from '@inertiajs/react';
import { AppearanceRadioGroup } from '../../components/AppearanceRadioGroup';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSharedProps } from '../../hooks/use-shared-props';
import { useTranslation } from '../../lib/i18n';

export default function Appearance() {
  const { t } = useTranslation();
  const { appName } = useSharedProps();
  return (
    <>
      <Head title={t('settings.appearanceForm.heading')} />
      <PageHeader
        title={t('settings.appearanceForm.heading')}
        description={t('settings.appearanceForm.description', { appName })}
      />
      <AppearanceRadioGroup />
    </>
  );
}
