import { Head, Link } from '@inertiajs/react';
import { buttonClasses } from '../components/ui/Button';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { PageProps } from '../../common/types/pages';

export default function ErrorPage({ status, retryAfter, reason }: PageProps['Error']) {
  const { t } = useTranslation();
  const title = t(`errors.${status}.title`);

  return (
    <>
      <Head title={title} />
      <div className="mx-auto max-w-xl py-12 text-center">
        <p className="text-base font-semibold text-indigo-700 dark:text-indigo-300">{status}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-4 text-lg text-gray-600 dark:text-gray-300">{t(`errors.${status}.message`)}</p>
        {reason && <p className="mt-2 text-gray-600 dark:text-gray-300">{reason}</p>}
        {status === 429 && retryAfter !== undefined && (
          <p className="mt-2 text-gray-600 dark:text-gray-300">{t('errors.429.retryAfter', { seconds: retryAfter })}</p>
        )}
        <Link href={routes.home()} className={`${buttonClasses()} mt-8`}>
          {t('errors.home')}
        </Link>
      </div>
    </>
  );
}
