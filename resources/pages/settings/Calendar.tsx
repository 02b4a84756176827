import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { CopyField } from '../../components/settings/CopyField';
import { FormActions } from '../../components/settings/FormActions';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

const headingClass = 'text-lg font-semibold text-gray-900 dark:text-white';
const introClass = 'mt-1 mb-4 text-gray-700 dark:text-gray-300';

export default function Calendar({ feed }: PageProps['settings/Calendar']) {
  const { t } = useTranslation();
  const renewal = useForm({});

  const renew = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    renewal.post(routes.settings.calendar(), { preserveScroll: true });
  };

  return (
    <>
      <Head title={t('settings.calendarFeeds.heading')} />
      <PageHeader title={t('settings.calendarFeeds.heading')} description={t('settings.calendarFeeds.description')} />
      <section aria-labelledby="private-feed" className="mb-10">
        <h2 id="private-feed" className={headingClass}>
          {t('settings.calendarFeeds.privateHeading')}
        </h2>
        <p className={introClass}>{t('settings.calendarFeeds.privateIntro')}</p>
        {feed.privateUrl ? (
          <CopyField label={t('settings.calendarFeeds.privateUrl')} value={feed.privateUrl} />
        ) : (
          <p className="mb-4 text-gray-700 dark:text-gray-300">{t('settings.calendarFeeds.none')}</p>
        )}
        <form onSubmit={renew} className="space-y-2">
          {feed.privateUrl && (
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.calendarFeeds.renewHint')}</p>
          )}
          <FormActions>
            <SubmitButton form={renewal} variant={feed.privateUrl ? 'secondary' : 'primary'}>
              {feed.privateUrl ? t('settings.calendarFeeds.renew') : t('settings.calendarFeeds.create')}
            </SubmitButton>
          </FormActions>
        </form>
      </section>
      <section aria-labelledby="public-feed">
        <h2 id="public-feed" className={headingClass}>
          {t('settings.calendarFeeds.publicHeading')}
        </h2>
        <p className={introClass}>{t('settings.calendarFeeds.publicIntro')}</p>
        <CopyField label={t('settings.calendarFeeds.publicUrl')} value={feed.publicUrl} />
      </section>
    </>
  );
}
