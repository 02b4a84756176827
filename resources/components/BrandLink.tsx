import { Link } from '@inertiajs/react';
import { useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';

export function BrandLink() {
  const { appName } = useSharedProps();
  const { t } = useTranslation();
  return (
    <Link
      href={routes.home()}
      aria-label={t('brand.home', { appName })}
      className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-gray-900 dark:text-white"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-indigo-700 text-white dark:bg-indigo-500 dark:text-gray-950"
      >
        {appName.charAt(0)}
      </span>
      {appName}
    </Link>
  );
}
