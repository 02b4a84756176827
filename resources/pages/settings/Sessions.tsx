import { Head, useForm } from '@inertiajs/react';
import { FormActions } from '../../components/settings/FormActions';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation, type Translate } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { BrowserSessionView } from '../../../common/types/settings';
import type { PageProps } from '../../../common/types/pages';

function deviceName(session: BrowserSessionView, t: Translate): string {
  return t('settings.sessionsPage.device', {
    browser: session.browser ?? t('settings.sessionsPage.unknownBrowser'),
    os: session.os ?? t('settings.sessionsPage.unknownSystem'),
  });
}

export default function Sessions({ sessions }: PageProps['settings/Sessions']) {
  const { t } = useTranslation();
  const ending = useForm({});
  const others = sessions.filter((session) => !session.current);

  return (
    <>
      <Head title={t('settings.sessionsPage.heading')} />
      <PageHeader title={t('settings.sessionsPage.heading')} description={t('settings.sessionsPage.description')} />
      <ul className="mb-8 space-y-4">
        {sessions.map((session) => {
          const device = deviceName(session, t);
          const lastSeen = formatDateTime(session.lastSeenAt);
          return (
            <li
              key={session.id}
              className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 align-middle text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
                      {t('settings.sessionsPage.thisDevice')}
                    </span>
                  )}
                </h2>
                {session.current ? (
                  <p className="text-sm text-gray-600 dark:text-gray-300">{t('settings.sessionsPage.currentHint')}</p>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={ending.processing}
                    aria-label={t('settings.sessionsPage.endLabel', { device, lastSeen })}
                    onClick={() => ending.delete(routes.settings.session(session.id), { preserveScroll: true })}
                  >
                    {t('settings.sessionsPage.end')}
                  </Button>
                )}
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-medium text-gray-600 dark:text-gray-300">{t('settings.sessionsPage.address')}</dt>
                  <dd className="mt-0.5 break-all font-mono text-gray-900 dark:text-white">{session.address}</dd>
                </div>
                <div>
                  <dt className="font-medium text-gray-600 dark:text-gray-300">
                    {t('settings.sessionsPage.signedInAt')}
                  </dt>
                  <dd className="mt-0.5 text-gray-900 dark:text-white">
                    <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-gray-600 dark:text-gray-300">
                    {t('settings.sessionsPage.lastSeenAt')}
                  </dt>
                  <dd className="mt-0.5 text-gray-900 dark:text-white">
                    <time dateTime={session.lastSeenAt}>{lastSeen}</time>
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{t('settings.sessionsPage.addressHint')}</p>
      {others.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{t('settings.sessionsPage.onlyThis')}</p>
      ) : (
        <section aria-labelledby="end-others" className="space-y-2">
          <p id="end-others" className="text-sm text-gray-700 dark:text-gray-300">
            {t('settings.sessionsPage.endOthersHint')}
          </p>
          <FormActions>
            <Button
              variant="danger"
              disabled={ending.processing}
              onClick={() => ending.delete(routes.settings.sessions(), { preserveScroll: true })}
            >
              {t('settings.sessionsPage.endOthers')}
            </Button>
          </FormActions>
        </section>
      )}
    </>
  );
}
