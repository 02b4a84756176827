import { Head, useForm } from '@inertiajs/react';
import { GuardianForm } from '../../components/GuardianForm';
import { RequestConsentAgain } from '../../components/RequestConsentAgain';
import { ActingForYou } from '../../components/settings/ActingForYou';
import { GuardianFacts } from '../../components/settings/GuardianFacts';
import { SettingsSection } from '../../components/settings/SettingsSection';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { GuardianView } from '../../../common/types/settings';
import type { PageProps } from '../../../common/types/pages';

export default function Guardian({ guardian, required, secondGuardian, collectors }: PageProps['settings/Guardian']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('settings.guardianForm.heading')} />
      <PageHeader title={t('settings.guardianForm.heading')} description={t('settings.guardianForm.description')} />
      <div className="mb-10">
        <Notice tone={required ? 'warning' : 'info'}>
          {t(required ? 'settings.guardianForm.required' : 'settings.guardianForm.optional')}
        </Notice>
      </div>
      <SettingsSection title={t('settings.guardianForm.current')}>
        {guardian ? (
          <GuardianOnFile guardian={guardian} removable={!required} />
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{t('settings.guardianForm.none')}</p>
        )}
      </SettingsSection>
      <SettingsSection
        title={t(guardian ? 'settings.guardianForm.change' : 'settings.guardianForm.add')}
        description={guardian ? t('settings.guardianForm.changeHint') : undefined}
      >
        {/* A save remounts the form (keyed by what was stored), so it shows the stored values. */}
        <GuardianForm
          key={guardian ? `${guardian.email}/${guardian.consent.at}` : ''}
          initial={{
            name: guardian?.name ?? '',
            email: guardian?.email ?? '',
            phone: guardian?.phone.international ?? '',
            relationship: guardian?.relationship ?? '',
          }}
          submitLabel={t('settings.guardianForm.save')}
          send={(form) => form.put(routes.settings.guardian(), { preserveScroll: true })}
        />
      </SettingsSection>
      <ActingForYou secondGuardian={secondGuardian} collectors={collectors} />
    </>
  );
}

function GuardianOnFile({ guardian, removable }: { guardian: GuardianView; removable: boolean }) {
  const { t } = useTranslation();
  const removal = useForm({});
  return (
    <>
      <GuardianFacts guardian={guardian} />
      {guardian.consent.state !== 'confirmed' && (
        <div className="mt-5">
          <RequestConsentAgain />
        </div>
      )}
      {removable && (
        <div className="mt-5">
          <Button
            variant="secondary"
            disabled={removal.processing}
            onClick={() => removal.delete(routes.settings.guardian(), { preserveScroll: true })}
          >
            {t('settings.guardianForm.remove')}
          </Button>
        </div>
      )}
    </>
  );
}
